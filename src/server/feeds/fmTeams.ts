/**
 * Football Manager teams for the team search. A small sample set (flagged `sample`) is seeded
 * into an empty table; `npm run admin -- import-fm-teams <file.csv>` replaces it with real data.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema.ts';
import { SERVER_SOURCES } from '../config.ts';

const team = z.object({
  name: z.string().trim().min(1).max(200),
  fm_id: z.coerce.number().int().nonnegative(),
  icon_url: z
    .string()
    .trim()
    .max(500)
    .nullish()
    .transform((v) => (v ? v : null)),
  type_id: z.coerce.number().int().nonnegative().default(1),
  slug: z.string().trim().max(200).optional(),
});
export type FmTeamInput = z.input<typeof team>;

const slugOf = (name: string): string =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

async function replaceTeams(db: Kysely<Database>, teams: FmTeamInput[], sample: boolean): Promise<number> {
  const rows = teams.map((input, index) => {
    const parsed = team.safeParse(input);
    if (!parsed.success)
      throw new Error(`FM team row ${index + 1}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
    const t = parsed.data;
    return {
      name: t.name,
      name_lower: t.name.toLowerCase(),
      fm_id: t.fm_id,
      icon_url: t.icon_url,
      type_id: t.type_id,
      slug: t.slug || slugOf(t.name),
      sample: sample ? 1 : 0,
    };
  });
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('fm_teams').execute();
    // Chunks keep each statement under SQLite's bound-parameter limit.
    for (let i = 0; i < rows.length; i += 500)
      await trx
        .insertInto('fm_teams')
        .values(rows.slice(i, i + 500))
        .execute();
  });
  return rows.length;
}

export async function seedSampleFmTeams(db: Kysely<Database>): Promise<void> {
  const any = await db.selectFrom('fm_teams').select('id').limit(1).executeTakeFirst();
  if (any) return;
  const file = path.join(SERVER_SOURCES, 'feeds', 'sample', 'fm_teams.json');
  await replaceTeams(db, JSON.parse(readFileSync(file, 'utf8')) as FmTeamInput[], true);
}

/** CSV with a header row: name, fm_id, and optionally icon_url, type_id, slug. */
export async function importFmTeamsCsv(db: Kysely<Database>, csvText: string): Promise<number> {
  const records = parse(csvText, {
    columns: true,
    skip_empty_lines: true,
    trim: true,
    bom: true,
  }) as FmTeamInput[];
  return replaceTeams(db, records, false);
}
