/** How stored kits leave the server: the saved-kit fields of spec document 2 §3. */
import type { KitRow } from '../db/schema.ts';
import { cleanName } from '../http/names.ts';

export interface SavedKitRecord {
  id: number;
  name: string;
  data: string;
  game: string;
  image: string | null;
  created_at: string;
  published: boolean;
  base_id: number | null;
  competition: boolean;
  /** The share key, only for the kit's owner. */
  key?: string;
}

export type ListedKitRow = Omit<KitRow, 'user_id' | 'updated_at'>;

export function savedKitRecord(row: ListedKitRow, forOwner: boolean): SavedKitRecord {
  const record: SavedKitRecord = {
    id: row.id,
    name: row.name,
    data: row.data,
    game: row.game,
    image: row.image,
    created_at: row.created_at,
    published: row.published === 1,
    base_id: row.base_id,
    competition: row.competition === 1,
  };
  if (forOwner) record.key = row.share_key;
  return record;
}

/** Names are free text but bounded, single-line and without control or invisible characters. */
export function cleanKitName(value: string | undefined): string | null {
  if (value === undefined) return null;
  return cleanName(value, 100);
}

/** LIKE pattern for a user's filter text: % and _ match themselves, not wildcards. */
export function likePattern(filter: string): string {
  return `%${filter.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
