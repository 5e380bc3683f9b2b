/**
 * The real server (API + built app on one port) over a fresh SQLite file, for editor tests that
 * save and load: the editor talks to the same routes a user's browser would.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  listLogoRequests,
  postNotification,
  setAdmin,
  setTier,
  type LogoRequestSummary,
  type NotificationOptions,
  type TierOptions,
} from '../../../src/server/admin/commands.ts';
import { buildServer } from '../../../src/server/app.ts';
import { configFromEnv } from '../../../src/server/config.ts';
import { ROOT } from '../harness.ts';

export interface EditorServer {
  url: string;
  /** Makes a registered user an admin, as `npm run admin -- grant-admin` does. */
  grantAdmin(login: string): Promise<void>;
  /** Sets a registered user's Plus tier (none, 0, 1, 2), as `npm run admin -- set-tier` does. */
  setTier(login: string, tier: string, options?: TierOptions): Promise<void>;
  /** Posts a notification, as `npm run admin -- notify` does. */
  notify(text: string, options?: NotificationOptions): Promise<number>;
  /** What users asked for in the logo selector, as `npm run admin -- logo-requests` lists it. */
  logoRequests(): Promise<LogoRequestSummary[]>;
  close(): Promise<void>;
}

export async function startEditorServer(): Promise<EditorServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kitsmith-editor-'));
  const config = {
    ...configFromEnv({}),
    port: 0,
    host: '127.0.0.1',
    dataDir,
    distDir: path.join(ROOT, 'dist'),
    publicDir: path.join(ROOT, 'public'),
    passwordHashing: 'fast' as const,
    logger: false,
  };
  const { app, database } = await buildServer(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    grantAdmin: (login) => setAdmin(database.db, login, true),
    setTier: (login, tier, options) => setTier(database.db, login, tier, options),
    notify: (text, options) => postNotification(database.db, text, options),
    logoRequests: () => listLogoRequests(database.db),
    async close() {
      await app.close();
      await database.db.destroy().catch(() => undefined);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
