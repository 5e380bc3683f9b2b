/**
 * Request-level defences: refusing cross-site writes, the content security policy the app runs
 * under, and an error handler that turns every failure into a short JSON message.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '../messages.ts';
import { type DatabaseHealth, isConnectionLost } from '../db/health.ts';

/** Seconds a client is asked to wait while the database is away (a restart takes a few). */
const DATABASE_RETRY_AFTER_S = 5;

/** The answer while the database cannot be reached: the client may simply try again. */
export function databaseUnavailable(reply: FastifyReply) {
  return reply
    .status(503)
    .header('retry-after', String(DATABASE_RETRY_AFTER_S))
    .send({ success: false, error: MESSAGES.serviceUnavailable });
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * SameSite=Lax already keeps the cookie off most cross-site POSTs; this also refuses the ones a
 * browser marks as cross-site (Sec-Fetch-Site) or whose Origin is not this host, e.g. a form on a
 * sibling subdomain, which SameSite treats as same-site.
 */
export function isCrossSiteWrite(request: FastifyRequest): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string' && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = request.headers.origin;
  if (typeof origin === 'string') {
    if (origin === 'null') return true;
    try {
      return new URL(origin).host !== request.headers.host;
    } catch {
      return true;
    }
  }
  return false;
}

/**
 * The policy the app runs under. `upgrade-insecure-requests` is only sent behind HTTPS: on a plain
 * HTTP deployment (a LAN address, no TLS) it would turn the app's own asset requests into failing
 * HTTPS ones. `frameAncestors` are the other sites allowed to embed the editor (component mode,
 * FRAME_ANCESTORS); the page's own origin always may.
 */
export const contentSecurityPolicy = (https: boolean, frameAncestors: readonly string[] = []) => ({
  directives: {
    upgradeInsecureRequests: https ? [] : null,
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
    // React sets style attributes; three.js and the GIF encoder make blob: workers and images.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", 'data:', 'blob:'],
    workerSrc: ["'self'", 'blob:'],
    mediaSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'", ...frameAncestors],
  },
});

function messageFor(error: FastifyError): string {
  if (error.statusCode === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return MESSAGES.bodyTooLarge;
  if (error.statusCode === 429) return MESSAGES.tooManyRequests;
  if (
    error.code === 'FST_FILES_LIMIT' ||
    error.code === 'FST_FIELDS_LIMIT' ||
    error.code === 'FST_PARTS_LIMIT'
  ) {
    return MESSAGES.bodyTooLarge;
  }
  return MESSAGES.invalidRequest;
}

export function installErrorHandling(app: FastifyInstance, health: DatabaseHealth): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (health.watching && isConnectionLost(error)) {
      health.report(error);
      return databaseUnavailable(reply);
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ success: false, error: MESSAGES.internalError });
    }
    return reply.status(status).send({ success: false, error: messageFor(error) });
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send({ success: false, error: MESSAGES.notFound }),
  );
}
