import { describe, expect, it } from 'vitest';
import { fetchWithRetry, NetworkError } from './retry.ts';

describe('fetchWithRetry', () => {
  it('retries a network failure 3 times, then reports its detail', async () => {
    let calls = 0;
    const failing = async () => {
      calls += 1;
      throw new TypeError('fetch failed');
    };
    await expect(fetchWithRetry(failing, '/x', {}, 3, 0)).rejects.toEqual(new NetworkError('fetch failed'));
    expect(calls).toBe(4);
  });

  it('returns the first answer and never retries HTTP errors', async () => {
    let calls = 0;
    const flaky = async () => {
      calls += 1;
      if (calls < 3) throw new TypeError('connection reset');
      return new Response('{"success":false}', { status: 500 });
    };
    const response = await fetchWithRetry(flaky, '/x', {}, 3, 0);
    expect(response.status).toBe(500);
    expect(calls).toBe(3);
  });

  it('does not retry a request its caller aborted', async () => {
    let calls = 0;
    const controller = new AbortController();
    const aborting = async () => {
      calls += 1;
      controller.abort();
      throw new DOMException('Aborted', 'AbortError');
    };
    await expect(fetchWithRetry(aborting, '/x', { signal: controller.signal }, 3, 0)).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(calls).toBe(1);
  });
});
