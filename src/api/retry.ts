/**
 * The spec's fetch helper (document 1 §7): a request that fails at the network level is retried,
 * 3 times by default. HTTP answers, even errors, are never retried: the server has spoken.
 */

export const DEFAULT_RETRIES = 3;

/** Thrown when every attempt failed before any HTTP answer arrived. */
export class NetworkError extends Error {
  constructor(readonly detail: string) {
    super(detail);
    this.name = 'NetworkError';
  }
}

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export async function fetchWithRetry(
  fetcher: FetchLike,
  url: string,
  init: RequestInit = {},
  retries = DEFAULT_RETRIES,
  delayMs = 250,
): Promise<Response> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= retries; attempt += 1) {
    if (init.signal?.aborted) break;
    try {
      return await fetcher(url, init);
    } catch (error) {
      // An abort is the caller's decision (e.g. a newer team search), not a network failure.
      if ((error as { name?: string }).name === 'AbortError') throw error;
      lastError = error;
      if (attempt < retries) await new Promise((resolve) => setTimeout(resolve, delayMs * (attempt + 1)));
    }
  }
  if (init.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
  throw new NetworkError(lastError instanceof Error ? lastError.message : String(lastError));
}
