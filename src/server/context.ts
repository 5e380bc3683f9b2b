/** What every route module receives: settings, database and file storage. */
import type { Kysely } from 'kysely';
import type { ServerConfig } from './config.ts';
import type { Database } from './db/schema.ts';
import type { SessionUser } from './auth/sessions.ts';
import type { DialectName } from './db/migrations.ts';
import type { FileStore } from './files/fileStore.ts';
import type { LoginThrottle } from './auth/loginThrottle.ts';
import type { ImageQueues } from './uploads/imageQueue.ts';

export interface ServerContext {
  config: ServerConfig;
  db: Kysely<Database>;
  dialect: DialectName;
  files: FileStore;
  loginThrottle: LoginThrottle;
  /** Per-process queues for decoding user images, fair between users (uploads/imageQueue.ts). */
  images: ImageQueues;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in user, resolved once per request from the session cookie. */
    user: SessionUser | null;
  }
}
