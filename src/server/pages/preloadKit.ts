/**
 * Pre-loaded kit data (document 2 §2 "Startup"): an editor page opened as `/?kit={id}[&key=]`
 * (or a game's site, `/eafc/?kit=…`) carries the kit in the page itself, as a JSON script
 * element the app reads at startup, so the kit is there without a second request. The same rule
 * as GET /api/kit decides who may read it (own, published, or with the share key); otherwise the
 * page is served unchanged and the app asks the API, which says why. A page served by the
 * service worker from its cache has no data either: the app then asks the API too.
 */
import type { Readable } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE, userForSession } from '../auth/sessions.ts';
import type { ServerContext } from '../context.ts';
import { parseId } from '../http/replies.ts';
import { readableKit } from '../kits/routes.ts';
import { PRELOADED_KIT_ELEMENT, type PreloadedKit } from '../../kit/index.ts';

const brotliDecompress = promisify(zlib.brotliDecompress);
const gunzip = promisify(zlib.gunzip);

/** The editor's pages: the root and each game's site. */
const EDITOR_PAGES = new Set(['/', '/index.html', '/eafc/', '/fifa/', '/pes/', '/fm/', '/basketball/']);

/**
 * The page's markup. The static server may have picked the build's brotli or gzip copy of the page
 * (http/compression.ts): it is read back to text, and the reply is then compressed again as it
 * is sent, with the kit in it.
 */
async function textOf(payload: unknown, encoding: unknown): Promise<string | null> {
  if (typeof payload === 'string') return payload;
  let bytes: Buffer;
  if (Buffer.isBuffer(payload)) bytes = payload;
  else if (payload && typeof (payload as Readable).pipe === 'function') {
    const chunks: Buffer[] = [];
    for await (const chunk of payload as Readable) chunks.push(Buffer.from(chunk as Buffer));
    bytes = Buffer.concat(chunks);
  } else return null;
  if (encoding === 'br') bytes = await brotliDecompress(bytes);
  else if (encoding === 'gzip') bytes = await gunzip(bytes);
  else if (encoding !== undefined) return null;
  return bytes.toString('utf8');
}

/** JSON that cannot end the script element or open a comment inside it. */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

export function registerKitPreload(app: FastifyInstance, ctx: ServerContext): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode !== 200) return payload;
    const url = new URL(request.url, 'http://page');
    if (!EDITOR_PAGES.has(url.pathname)) return payload;
    const id = parseId(url.searchParams.get('kit') ?? undefined);
    if (id === null || !String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload;
    const token = request.cookies[SESSION_COOKIE];
    const user = token ? await userForSession(ctx.db, token) : null;
    const kit = await readableKit(ctx, id, user?.id ?? null, url.searchParams.get('key'));
    const html = await textOf(payload, reply.getHeader('content-encoding'));
    if (html === null) return payload;
    // Never cached as the app shell: this page holds one user's kit.
    reply.removeHeader('content-encoding');
    reply.removeHeader('content-length');
    reply.removeHeader('etag');
    reply.removeHeader('last-modified');
    reply.header('cache-control', 'no-store');
    if (!kit) return html;
    const preloaded: PreloadedKit = { id, ...kit };
    const element = `<script type="application/json" id="${PRELOADED_KIT_ELEMENT}">${scriptSafeJson(preloaded)}</script>`;
    return html.replace('</head>', `${element}</head>`);
  });
}
