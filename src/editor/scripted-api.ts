/**
 * For unit tests of editor actions: the real API client over a scripted server. Each route prefix
 * answers with its reply, 'network' (or a route not listed) fails as a dropped connection, and
 * `calls` records which routes were asked, in order.
 */
import { createApiClient, type ApiClient } from '../api/index.ts';

export type ScriptedReply = Record<string, unknown> | 'network';

export function scriptedApi(routes: Record<string, ScriptedReply>): { api: ApiClient; calls: string[] } {
  const calls: string[] = [];
  const api = createApiClient({
    retries: 0,
    fetch: async (url) => {
      const route = Object.keys(routes).find((r) => url.startsWith(r));
      calls.push(route ?? url);
      const reply = route ? routes[route] : undefined;
      if (reply === 'network' || reply === undefined) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(reply));
    },
  });
  return { api, calls };
}
