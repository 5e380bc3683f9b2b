/**
 * The security headers of every reply (helmet's: the content security policy, frame options,
 * nosniff, referrer and cross-origin policies). The middleware is built once, at start-up:
 * @fastify/helmet rebuilt it from its options on every request, 7–10% of the CPU of a cached
 * `GET /api/saved` (bench/README.md, "Where the server's time goes").
 */
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { ServerConfig } from '../config.ts';
import { contentSecurityPolicy } from './security.ts';

export function installSecurityHeaders(app: FastifyInstance, config: ServerConfig): void {
  const apply = helmet({
    contentSecurityPolicy: contentSecurityPolicy(config.secureCookies, config.frameAncestors),
    // X-Frame-Options can only say SAMEORIGIN: with hosts configured, frame-ancestors alone decides.
    xFrameOptions: config.frameAncestors.length > 0 ? false : { action: 'sameorigin' },
    // The app loads its own images and fonts only; cross-origin isolation is not needed.
    crossOriginEmbedderPolicy: false,
    // Sent by installConnectionDefences, and only over HTTPS.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) =>
    apply(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
}
