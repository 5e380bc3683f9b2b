/**
 * What the HTTP layer itself defends against: slow or idle sockets (timeouts, a connection cap),
 * malformed requests Node refuses before Fastify sees them (answered in our JSON shape), HSTS only
 * over HTTPS, and the test and bench pages that the production build must not serve.
 */
import { readFileSync } from 'node:fs';
import type { Socket } from 'node:net';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config.ts';
import { MESSAGES } from '../messages.ts';

/** The Fastify factory options for the socket limits and the optional TLS listener. */
export function listenerOptions(config: ServerConfig) {
  const { connections: limits } = config;
  const nodeOptions = { headersTimeout: limits.headersMs, connectionsCheckingInterval: limits.checkEveryMs };
  return {
    connectionTimeout: limits.idleMs,
    keepAliveTimeout: limits.keepAliveMs,
    requestTimeout: limits.requestMs,
    ...(config.tls
      ? {
          https: {
            ...nodeOptions,
            handshakeTimeout: limits.firstRequestMs || 120_000,
            cert: readFileSync(config.tls.certFile),
            key: readFileSync(config.tls.keyFile),
          },
        }
      : { http: nodeOptions }),
    clientErrorHandler: answerClientError,
  };
}

/** Node's own refusals (timeouts, broken request lines) in the usual {success:false, error} shape. */
function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const timeout = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' || error.code === 'ERR_HTTP_HEADERS_TIMEOUT';
  const [status, text, message] = timeout
    ? [408, 'Request Timeout', MESSAGES.requestTimeout]
    : error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', MESSAGES.bodyTooLarge]
      : [400, 'Bad Request', MESSAGES.invalidRequest];
  const body = JSON.stringify({ success: false, error: message });
  socket.end(
    `HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
  // end() only half-closes: a client that keeps its side open and keeps sending would hold the
  // socket for good, each byte resetting the idle timer (attack run: a body trickled one byte
  // every 5 s stayed open past 125 s). Once the answer has had a moment to arrive, it goes.
  setTimeout(() => socket.destroy(), CLOSE_GRACE_MS).unref();
}

/** How long a refused client has to read its answer before the socket is destroyed. */
const CLOSE_GRACE_MS = 500;

/** True when the request reached us over HTTPS: a TLS socket, or a trusted proxy's X-Forwarded-Proto. */
export const overHttps = (request: FastifyRequest): boolean => request.protocol === 'https';

const TEST_PAGES = /^\/(tests|bench)\/|^\/playground\.html(\.(br|gz))?$/;

/**
 * Whether a request names a test or bench page, judged on the path the static server will open:
 * percent-decoded and with dot segments resolved (attack run: `/%74ests/…` and `/playground%2ehtml`
 * slipped past a check on the raw URL). A path that does not decode names no file: the static
 * server refuses it too.
 */
function isTestPage(url: string): boolean {
  const raw = url.split('?')[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return false;
  }
  return TEST_PAGES.test(path.posix.normalize(decoded));
}

/**
 * Per client address: at most `maxConnectionsPerAddress` open sockets (the attack run: one client
 * holding 2,000 idle sockets, the global cap, shut every other client out), and a socket that has
 * not sent its first request's headers within `firstRequestMs` is closed, sooner than Node's
 * headers timeout, which also covers later requests on a kept-alive connection.
 */
function capConnections(app: FastifyInstance, config: ServerConfig): void {
  const limits = config.connections;
  const open = new Map<string, number>();
  // Behind a proxy every socket is the proxy's; the proxy caps its clients.
  const perAddress = config.trustProxy === false ? limits.maxConnectionsPerAddress : 0;
  app.server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    if (perAddress > 0) {
      const count = (open.get(address) ?? 0) + 1;
      if (count > perAddress) {
        socket.destroy();
        return;
      }
      open.set(address, count);
      socket.once('close', () => {
        const left = (open.get(address) ?? 1) - 1;
        if (left > 0) open.set(address, left);
        else open.delete(address);
      });
    }
  });
  if (limits.firstRequestMs <= 0) return;
  const waiting = new WeakMap<Socket, NodeJS.Timeout>();
  // Over TLS the requests arrive on the TLS socket, once the handshake (itself limited by
  // handshakeTimeout, listenerOptions) is done.
  app.server.on(config.tls ? 'secureConnection' : 'connection', (socket: Socket) => {
    if (socket.destroyed) return;
    const timer = setTimeout(() => socket.destroy(), limits.firstRequestMs);
    timer.unref();
    waiting.set(socket, timer);
    socket.once('close', () => clearTimeout(timer));
  });
  app.server.on('request', (request: { socket: Socket }) => clearTimeout(waiting.get(request.socket)));
}

export function installConnectionDefences(app: FastifyInstance, config: ServerConfig): void {
  app.server.maxConnections = config.connections.maxConnections;
  capConnections(app, config);
  app.addHook('onRequest', async (request, reply) => {
    if (!config.serveTestPages && isTestPage(request.url)) {
      return reply.status(404).send({ success: false, error: MESSAGES.notFound });
    }
  });
  // Over plain HTTP the header would be ignored by browsers, and would mislead a reader.
  app.addHook('onSend', async (request, reply) => {
    if (overHttps(request)) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}
