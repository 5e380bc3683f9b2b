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
import { saveKit } from '../../../src/server/kits/saveKit.ts';
import { buildServer } from '../../../src/server/app.ts';
import { configFromEnv, type ServerConfig } from '../../../src/server/config.ts';
import { createServer } from 'node:net';
import { ROOT } from '../harness.ts';

export interface EditorServer {
  url: string;
  /** Makes a registered user an admin, as `npm run admin -- grant-admin` does. */
  grantAdmin(login: string): Promise<void>;
  /** Sets a registered user's Plus tier (none, 0, 1, 2), as `npm run admin -- set-tier` does. */
  setTier(login: string, tier: string, options?: TierOptions): Promise<void>;
  /** Posts a notification, as `npm run admin -- notify` does. */
  notify(text: string, options?: NotificationOptions): Promise<number>;
  /** Mail the server sent (a password reset link), newest last, in place of an SMTP server. */
  outbox: { to: string; subject: string; text: string }[];
  /** What users asked for in the logo selector, as `npm run admin -- logo-requests` lists it. */
  logoRequests(): Promise<LogoRequestSummary[]>;
  /** Saves kit data as `login`'s new private kit (as POST /api/handler does); its id and share key. */
  saveKitAs(login: string, data: string, name: string): Promise<{ id: number; key: string }>;
  close(): Promise<void>;
}

/** `overrides` change the server's settings for one test file (a small storage quota). */
export async function startEditorServer(overrides: Partial<ServerConfig> = {}): Promise<EditorServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kitsmith-editor-'));
  const outbox: EditorServer['outbox'] = [];
  // Mail links are built from PUBLIC_URL only (never from request headers): the server's own
  // address, so a port is chosen before the server starts.
  const port = await freePort();
  const config = {
    ...configFromEnv({}),
    publicUrl: `http://127.0.0.1:${port}`,
    port,
    host: '127.0.0.1',
    dataDir,
    distDir: path.join(ROOT, 'dist'),
    publicDir: path.join(ROOT, 'public'),
    passwordHashing: 'fast' as const,
    logger: false,
    onMail: (mail: EditorServer['outbox'][number]) => outbox.push(mail),
    ...overrides,
  };
  const { app, context, database } = await buildServer(config);
  await app.listen({ port, host: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${port}`,
    grantAdmin: (login) => setAdmin(database.db, login, true),
    setTier: (login, tier, options) => setTier(database.db, login, tier, options),
    notify: (text, options) => postNotification(database.db, text, options),
    outbox,
    logoRequests: () => listLogoRequests(database.db),
    async saveKitAs(login, data, name) {
      const user = await database.db
        .selectFrom('users')
        .selectAll()
        .where('username_lower', '=', login.toLowerCase())
        .executeTakeFirstOrThrow();
      const game = (JSON.parse(data) as { game: string }).game;
      const saved = await saveKit(context, {
        ...{ user, data, game, image: null, name },
        ...{ id: null, baseId: null, baseKey: null },
      });
      if (!saved.ok) throw new Error(saved.error);
      const row = await database.db
        .selectFrom('kits')
        .select('share_key')
        .where('id', '=', saved.id)
        .executeTakeFirstOrThrow();
      return { id: saved.id, key: row.share_key };
    },
    async close() {
      await app.close();
      await database.db.destroy().catch(() => undefined);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A port free on loopback now (the OS picks it; the server takes it right after). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
