/**
 * What the HTTP layer itself defends against: slow or idle sockets (timeouts, a connection cap),
 * malformed requests Node refuses before Fastify sees them (answered in our JSON shape), HSTS only
 * over HTTPS, and the test and bench pages that the production build must not serve.
 */
import { readFileSync } from 'node:fs';
import type { Socket } from 'node:net';
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
}

/** True when the request reached us over HTTPS: a TLS socket, or a trusted proxy's X-Forwarded-Proto. */
export const overHttps = (request: FastifyRequest): boolean => request.protocol === 'https';

const TEST_PAGES = /^\/(tests|bench)\/|^\/playground\.html(\?|$)/;

export function installConnectionDefences(app: FastifyInstance, config: ServerConfig): void {
  app.server.maxConnections = config.connections.maxConnections;
  app.addHook('onRequest', async (request, reply) => {
    if (!config.serveTestPages && TEST_PAGES.test(request.url)) {
      return reply.status(404).send({ success: false, error: MESSAGES.notFound });
    }
  });
  // Over plain HTTP the header would be ignored by browsers, and would mislead a reader.
  app.addHook('onSend', async (request, reply) => {
    if (overHttps(request)) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}
