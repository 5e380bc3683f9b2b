/**
 * The minikit generator lists every saved kit of the player's FM kits, past the server's page of
 * 96: pages are asked for after the last kit (created_at, id), as the Load dialog asks.
 */
import { describe, expect, it } from 'vitest';
import type { SavedKit, SavedListQuery, SavedListReply } from '../../../src/api/index.ts';
import { allSavedKits } from '../../../src/site/minikit/saved-kits.ts';

const kit = (id: number): SavedKit => ({
  id,
  name: `Kit ${id}`,
  data: '{}',
  game: 'fm',
  image: null,
  created_at: `2026-11-${String(10 - Math.floor(id / 100)).padStart(2, '0')}T00:00:00Z`,
  published: false,
});

describe('all saved kits for the minikit generator', () => {
  it('reads every page, each after the last kit of the one before', async () => {
    const all = Array.from({ length: 200 }, (_, i) => kit(i + 1));
    const asked: SavedListQuery[] = [];
    const api = {
      listSaved: (query: SavedListQuery): Promise<SavedListReply> => {
        asked.push(query);
        const start = query.id === undefined ? 0 : all.findIndex((k) => k.id === query.id) + 1;
        const data = all.slice(start, start + 96);
        return Promise.resolve({ success: true, data, more_available: start + 96 < all.length });
      },
    };
    const kits = await allSavedKits(api, 'fm');
    expect(kits.map((k) => k.id)).toEqual(all.map((k) => k.id));
    expect(asked).toEqual([
      { mode: 'own', game: 'fm' },
      { mode: 'own', game: 'fm', created_at: all[95]!.created_at, id: 96 },
      { mode: 'own', game: 'fm', created_at: all[191]!.created_at, id: 192 },
    ]);
  });

  it("says the server's error instead of showing no kits", async () => {
    const api = {
      listSaved: (): Promise<SavedListReply> => Promise.resolve({ success: false, error: 'Database down' }),
    };
    await expect(allSavedKits(api, 'fm')).rejects.toThrow('Database down');
  });
});
