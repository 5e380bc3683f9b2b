/**
 * Opens the database the config names (SQLite file under DATA_DIR, or PostgreSQL) and brings it
 * to the latest migration.
 */
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import type { Database } from './schema.ts';
import { migrationProvider, type DialectName } from './migrations.ts';
import { withNamedStatements, withStatementCache } from './prepared.ts';
import { DatabaseHealth } from './health.ts';

export interface OpenDatabase {
  db: Kysely<Database>;
  dialect: DialectName;
  /** The SQLite file, for backups; null on PostgreSQL. */
  sqliteFile: string | null;
  /** Whether the database answers; on SQLite it never goes down. */
  health: DatabaseHealth;
}

export const SQLITE_FILE_NAME = 'kitsmith.sqlite';

export function openDatabase(dataDir: string, databaseUrl: string | null): OpenDatabase {
  if (databaseUrl) {
    const pool = withNamedStatements(
      new pg.Pool({
        connectionString: databaseUrl,
        max: 10,
        // A database that accepts no connection (restarting, unreachable) fails the request
        // within this instead of holding it until the client gives up.
        connectionTimeoutMillis: 5_000,
        keepAlive: true,
      }),
    );
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const health = new DatabaseHealth(() => sql`select 1`.execute(db));
    // Without these listeners a backend that ends while its connection is idle in the pool (or
    // checked out between two statements) is an unhandled 'error' event, and Node exits.
    pool.on('error', (error) => health.report(error));
    pool.on('connect', (client) => client.on('error', (error) => health.report(error)));
    return { db, dialect: 'postgres', sqliteFile: null, health };
  }
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, SQLITE_FILE_NAME);
  const sqlite = new SQLite(file);
  // WAL lets readers run beside the one writer; busy_timeout waits out a backup's brief lock.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, dialect: 'sqlite', sqliteFile: file, health: new DatabaseHealth(null) };
}

export async function migrateToLatest(open: OpenDatabase): Promise<void> {
  const migrator = new Migrator({ db: open.db, provider: migrationProvider(open.dialect) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ''}`, {
      cause: error,
    });
  }
}
