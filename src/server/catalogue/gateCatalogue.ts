/**
 * The catalogue as the kit gate needs it: an asset lookup (premium, early access, admin flags)
 * and the templates, read from the catalogue table and rebuilt only when a file changed, so the
 * server drops exactly what the app drops when a kit enters.
 */
import type { Kysely } from 'kysely';
import {
  catalogueLookup,
  normaliseName,
  type AssetLookup,
  type CatalogueLists,
  type TemplateInfo,
} from '../../kit/index.ts';
import type { Database } from '../db/schema.ts';

export interface GateCatalogue {
  assets: AssetLookup;
  templates: ReadonlyMap<string, TemplateInfo>;
}

const GATED = [
  'graphics',
  'graphics_shorts',
  'graphics_socks',
  'patterns',
  'fonts',
  'nba_fonts',
  'logos',
  'materials',
  'collars',
  'armbands',
  'templates',
] as const;

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
    .where('name', 'in', [...GATED])
    .orderBy('name')
    .execute();
  const signature = hashes.map((row) => `${row.name}:${row.hash}`).join(',');
  if (cached?.signature === signature) return cached.value;
  const rows = await db
    .selectFrom('catalogue')
    .select(['name', 'body'])
    .where('name', 'in', [...GATED])
    .execute();
  const lists: CatalogueLists = {};
  let templates = new Map<string, TemplateInfo>();
  for (const row of rows) {
    const items = parseList(row.body).filter(
      (item): item is { name: string } & Record<string, unknown> =>
        typeof item === 'object' && item !== null && typeof (item as { name?: unknown }).name === 'string',
    );
    lists[row.name as keyof CatalogueLists] = items as CatalogueLists['patterns'];
    if (row.name === 'templates') {
      templates = new Map(
        items.map((item) => {
          const info: TemplateInfo = {
            name: normaliseName(item.name),
            collars: typeof item.collar === 'number' && item.collar > 0 ? item.collar : 1,
            long_sleeve: item.long_sleeve === true,
          };
          return [info.name, info];
        }),
      );
    }
  }
  const value: GateCatalogue = { assets: catalogueLookup(lists), templates };
  cached = { signature, value };
  return value;
}
