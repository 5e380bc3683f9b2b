/**
 * The catalogue as the kit gate needs it: the kit's catalogueGate (asset lookup and templates),
 * built from the catalogue table and rebuilt only when a file changed, so the server drops and
 * swaps exactly what the app does when a kit enters.
 */
import type { Kysely } from 'kysely';
import { catalogueGate, GATED_CATALOGUES, type CatalogueGate, type CatalogueLists } from '../../kit/index.ts';
import type { Database } from '../db/schema.ts';

export type GateCatalogue = CatalogueGate;

let cached: { signature: string; value: GateCatalogue } | null = null;

function parseList(body: string): unknown[] {
  try {
    const value: unknown = JSON.parse(body);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

export async function gateCatalogue(db: Kysely<Database>): Promise<GateCatalogue> {
  const hashes = await db
    .selectFrom('catalogue')
    .select(['name', 'hash'])
    .where('name', 'in', [...GATED_CATALOGUES])
    .orderBy('name')
    .execute();
  const signature = hashes.map((row) => `${row.name}:${row.hash}`).join(',');
  if (cached?.signature === signature) return cached.value;
  const rows = await db
    .selectFrom('catalogue')
    .select(['name', 'body'])
    .where('name', 'in', [...GATED_CATALOGUES])
    .execute();
  const lists: CatalogueLists = {};
  for (const row of rows) {
    lists[row.name as keyof CatalogueLists] = parseList(row.body).filter(
      (item): item is { name: string } =>
        typeof item === 'object' && item !== null && typeof (item as { name?: unknown }).name === 'string',
    );
  }
  const value = catalogueGate(lists);
  cached = { signature, value };
  return value;
}
