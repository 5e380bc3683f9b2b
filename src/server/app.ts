/**
 * Builds the whole server from a config: database (migrated), catalogue seed, security plugins,
 * routes, uploaded files and the built app. Tests and the bench call this directly and listen on
 * a free port; `main.ts` does the same for `npm start`.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { resolvedFileStorage, type ServerConfig } from './config.ts';
import type { ServerContext } from './context.ts';
import { migrateToLatest, openDatabase, type OpenDatabase } from './db/connect.ts';
import { DatabaseFileStore, DiskFileStore, type FileStore } from './files/fileStore.ts';
import { registerFileRoutes } from './files/routes.ts';
import { scrubNul } from './http/fields.ts';
import { databaseUnavailable, installErrorHandling, isCrossSiteWrite } from './http/security.ts';
import { redisOrLocalStore } from './http/rateLimitStore.ts';
import { installSecurityHeaders } from './http/securityHeaders.ts';
import { trustProxyOption } from './http/trustProxy.ts';
import { installConnectionDefences, listenerOptions } from './http/connections.ts';
import { builtAppStatic, installCompression } from './http/compression.ts';
import { schedulePreviewSweep } from './kits/previews.ts';
import { MESSAGES } from './messages.ts';
import { SESSION_COOKIE, userForSession } from './auth/sessions.ts';
import { registerAuthRoutes } from './auth/routes.ts';
import { LoginThrottle } from './auth/loginThrottle.ts';
import { connectRedis } from './redis.ts';
import { registerKitRoutes } from './kits/routes.ts';
import { registerShowcaseRoutes } from './kits/showcase.ts';
import { registerUploadRoutes } from './uploads/routes.ts';
import { imageQueues } from './uploads/imageQueue.ts';
import { registerPresetRoutes } from './presets/routes.ts';
import { registerCatalogueRoutes, seedCatalogue } from './catalogue/catalogue.ts';
import { registerFeedRoutes } from './feeds/routes.ts';
import { registerLogoRequestRoutes } from './logos/requests.ts';
import { registerKitPreload } from './pages/preloadKit.ts';
import { seedSampleFmTeams } from './feeds/fmTeams.ts';
import { mailWarning, registerPasswordResetRoutes } from './account/passwordReset.ts';
import { registerProfileRoutes } from './account/profile.ts';
import { registerStripeWebhook } from './plus/stripeWebhook.ts';
import { registerAppPages } from './pages/appPages.ts';
import { registerPlusPage } from './pages/plus.ts';
import { registerShowcaseList } from './pages/showcaseList.ts';

/** JSON and form bodies: a kit is at most 10000 characters, so 64 KB leaves ample room. */
const BODY_LIMIT = 64 * 1024;

export interface KitsmithServer {
  app: FastifyInstance;
  context: ServerContext;
  database: OpenDatabase;
}

export async function buildServer(config: ServerConfig): Promise<KitsmithServer> {
  const database = openDatabase(config.dataDir, config.databaseUrl);
  await migrateToLatest(database);
  await seedCatalogue(database.db, config.publicDir);
  await seedSampleFmTeams(database.db);
  const files: FileStore =
    resolvedFileStorage(config) === 'database'
      ? new DatabaseFileStore(database.db)
      : new DiskFileStore(config.filesDir ?? path.join(config.dataDir, 'files'));
  await files.init();
  const redis = connectRedis(config.redisUrl);
  const loginThrottle = new LoginThrottle(config.loginThrottle, redis);
  const context: ServerContext = {
    config,
    db: database.db,
    dialect: database.dialect,
    files,
    loginThrottle,
    images: imageQueues(config.imageQueue),
  };

  const app = Fastify({
    logger: config.logger ? { level: 'info' } : false,
    bodyLimit: BODY_LIMIT,
    trustProxy: trustProxyOption(config.trustProxy),
    ...listenerOptions(config),
  }) as unknown as FastifyInstance;
  app.decorateRequest('user', null);
  database.health.log = (message) => app.log.error(message);
  installErrorHandling(app, database.health);
  installConnectionDefences(app, config);

  installSecurityHeaders(app, config);
  await installCompression(app);
  await app.register(cookie);
  await app.register(formbody, { bodyLimit: BODY_LIMIT });
  await app.register(multipart, {
    limits: { fileSize: 1024 * 1024, files: 1, fields: 10, parts: 12 },
    throwFileSizeLimit: false,
  });
  await app.register(rateLimit, {
    global: false,
    // With REDIS_URL every instance counts against the same limits; while Redis is away each
    // instance counts on its own (http/rateLimitStore.ts), so no limit is ever off.
    ...(redis ? { store: redisOrLocalStore(redis, 'kitsmith-rate-limit-') } : {}),
    errorResponseBuilder: () => ({ statusCode: 429, success: false, error: MESSAGES.tooManyRequests }),
  });

  app.addHook('onRequest', async (request, reply) => {
    if (isCrossSiteWrite(request))
      return reply.status(403).send({ success: false, error: MESSAGES.crossSite });
    // Only the API and the showcase pages depend on who is asking; assets skip the lookup.
    const needsDatabase = request.url.startsWith('/api/') || request.url.startsWith('/showcase/');
    if (needsDatabase && database.health.down) return databaseUnavailable(reply);
    const token = request.cookies[SESSION_COOKIE];
    if (token && needsDatabase) {
      request.user = await userForSession(database.db, token);
    }
  });

  app.addHook('preHandler', async (request) => {
    scrubNul(request.query);
    scrubNul(request.body);
  });

  registerAuthRoutes(app, context);
  registerKitRoutes(app, context);
  registerShowcaseRoutes(app, context);
  registerUploadRoutes(app, context);
  registerPresetRoutes(app, context);
  registerCatalogueRoutes(app, context);
  registerFeedRoutes(app, context);
  registerPasswordResetRoutes(app, context);
  registerProfileRoutes(app, context);
  registerStripeWebhook(app, context);
  registerAppPages(app, context);
  registerPlusPage(app, context);
  registerShowcaseList(app, context);
  registerLogoRequestRoutes(app, context);
  registerKitPreload(app, context);

  if (files.root) {
    await app.register(fastifyStatic, {
      root: files.root,
      prefix: '/files/',
      decorateReply: false,
      index: false,
      list: false,
      maxAge: '365d',
      immutable: true,
    });
  } else {
    registerFileRoutes(app, files);
  }
  if (existsSync(path.join(config.distDir, 'index.html')))
    await app.register(fastifyStatic, builtAppStatic(config.distDir));

  const cannotMail = mailWarning(config);
  if (cannotMail) {
    app.log.warn(cannotMail);
    if (!config.logger) console.warn(`[kitsmith] ${cannotMail}`);
  }

  const stopSweep = schedulePreviewSweep(context, config.previewSweepEveryMs);
  app.addHook('onClose', async () => {
    stopSweep();
    database.health.stop();
    // quit() needs a live connection (no offline queue); a Redis that is away is just dropped.
    if (redis?.status === 'ready') await redis.quit();
    else redis?.disconnect();
    await database.db.destroy();
  });
  return { app, context, database };
}
