/**
 * Queries that run on every request are built once. Building and compiling a Kysely query costs
 * more than the point lookup it runs on SQLite (bench/README.md, "Where the time goes"), and on
 * SQLite Kysely also prepares the statement anew each time; the statement cache below keeps the
 * prepared statements, keyed by their SQL, for every query that repeats. On PostgreSQL the
 * queries of preparedQuery run as named statements, so the server parses and plans them once per
 * connection instead of on every request (the session lookup's backend CPU went 0.29 -> 0.07 ms).
 */
import { createHash } from 'node:crypto';
import type { Database as SqliteHandle, Statement } from 'better-sqlite3';
import type { Compilable, CompiledQuery, Kysely, SqliteDatabase } from 'kysely';
import type pg from 'pg';

/**
 * SQL texts of preparedQuery and their statement names. Only these are named: PostgreSQL keeps a
 * named statement for the connection's lifetime, so texts that vary (value lists, bulk inserts)
 * must not be. Bounded by the number of preparedQuery call sites.
 */
const namedStatements = new Map<string, string>();

/** Stands in for argument `i` while the query is compiled; replaced by the real value per call. */
const placeholder = (i: number): string => `\u0000prepared-argument-${i}\u0000`;

/**
 * `build` is called once, with placeholder strings for its arguments; each call of the returned
 * function runs the compiled SQL with the real arguments in their places. `build` must use each
 * argument only as a query value (not to choose columns or clauses).
 */
export function preparedQuery<DB, Row, Args extends string[]>(
  db: Kysely<DB>,
  arity: Args['length'],
  build: (...args: Args) => Compilable<Row>,
): (...args: Args) => Promise<Row[]> {
  const marks = Array.from({ length: arity }, (_, i) => placeholder(i));
  const compiled = build(...(marks as Args)).compile();
  namedStatements.set(
    compiled.sql,
    `kitsmith_${createHash('sha1').update(compiled.sql).digest('hex').slice(0, 24)}`,
  );
  const slots = compiled.parameters.map((value) => marks.indexOf(value as string));
  if (marks.some((_, i) => !slots.includes(i))) throw new Error('preparedQuery: an argument is unused');
  return async (...args) => {
    const parameters = compiled.parameters.map((value, i) => {
      const slot = slots[i] as number;
      return slot < 0 ? value : args[slot];
    });
    const query: CompiledQuery<Row> = { ...compiled, parameters };
    return (await db.executeQuery(query)).rows;
  };
}

/** Statements kept; the least recently used goes first (bulk inserts vary their SQL, for one). */
const MAX_STATEMENTS = 256;

/**
 * better-sqlite3 as Kysely's SqliteDialect sees it, preparing each distinct SQL text once. A
 * statement still iterating (a streamed query) is busy, so a second user gets a fresh one.
 */
export function withStatementCache(sqlite: SqliteHandle): SqliteDatabase {
  const statements = new Map<string, Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      const kept = statements.get(sql);
      if (kept && !kept.busy) {
        // Map order is the recency order: re-inserting moves the statement to the end.
        statements.delete(sql);
        statements.set(sql, kept);
        return kept;
      }
      const statement = sqlite.prepare(sql);
      if (!kept) {
        statements.set(sql, statement);
        if (statements.size > MAX_STATEMENTS) statements.delete(statements.keys().next().value as string);
      }
      return statement;
    },
  };
}

type QueryFunction = (...args: unknown[]) => unknown;

/**
 * Makes every client of the pool run the SQL of preparedQuery as a named statement (pg prepares
 * it on the connection at first use). Such statements must not select `*`: a column added by a
 * later migration, run by another instance while this one lives, would change the cached
 * statement's result type and fail it.
 */
export function withNamedStatements(pool: pg.Pool): pg.Pool {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as QueryFunction;
    (client as unknown as { query: QueryFunction }).query = (...args: unknown[]) => {
      const [text, values] = args;
      const name = typeof text === 'string' && args.length === 2 ? namedStatements.get(text) : undefined;
      return name ? query({ name, text, values }) : query(...args);
    };
  });
  return pool;
}
