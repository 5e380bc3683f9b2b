/**
 * The server bench's data: 100 users with 1,000 saved kits each (the bench user among them),
 * spread over the five games and a year of dates, inserted in batches of 500.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../src/server/db/schema.ts';

export const TOTAL_KITS = 100_000;
export const USERS = 100;
export const KIT_DATA = JSON.stringify({
  version: 1,
  template: 'plain',
  shirt: [],
  shorts: [],
  socks: [],
  logos: [],
});

/** Registers the bench user over HTTP and returns its session cookie. */
export async function registerBencher(url: string): Promise<string> {
  const register = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'bencher', email: 'bench@example.com', password: 'benchmark password' }),
  });
  if (!register.ok) throw new Error(`bench register failed: ${await register.text()}`);
  return (register.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

/** Seeds the other users and every kit; returns the seconds it took. */
export async function seedKits(db: Kysely<Database>, kitData = KIT_DATA): Promise<number> {
  const started = performance.now();
  const bencher = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'bencher')
    .executeTakeFirstOrThrow();
  const others = [];
  for (let u = 1; u < USERS; u += 1) {
    others.push({
      username: `seed${u}`,
      username_lower: `seed${u}`,
      email: `seed${u}@example.com`,
      email_lower: `seed${u}@example.com`,
      password_hash: 'x',
      admin: 0,
      plan_tier: null,
      active_until: null,
      renews_at: null,
      subscription_id: null,
      image: null,
      signature: null,
      created_at: new Date().toISOString(),
    });
  }
  const ids = [
    bencher.id,
    ...(await db.insertInto('users').values(others).returning('id').execute()).map((r) => r.id),
  ];
  const games = ['eafc', 'fifa', 'pes', 'fm', 'basketball'];
  const start = Date.UTC(2025, 0, 1);
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < TOTAL_KITS; i += 500) {
      const rows = Array.from({ length: Math.min(500, TOTAL_KITS - i) }, (_, j) => {
        const n = i + j;
        const at = new Date(start + n * 300_000).toISOString();
        return {
          user_id: ids[n % ids.length] as number,
          name: `Kit ${n}`,
          data: kitData,
          game: games[Math.floor(n / USERS) % games.length] as string,
          image: null,
          share_key: `key${n}`,
          published: n % 7 === 0 ? 1 : 0,
          competition: 0,
          base_id: null,
          created_at: at,
          updated_at: at,
        };
      });
      await trx.insertInto('kits').values(rows).execute();
    }
  });
  return (performance.now() - started) / 1000;
}
