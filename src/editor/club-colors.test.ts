import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { loadClubColors, searchClubColors, type ClubColor } from './club-colors.ts';

const FILE = readFileSync(new URL('../../public/data/catalogue/club_colors.json', import.meta.url), 'utf8');
const presets = JSON.parse(FILE) as ClubColor[];

const reply = (body: string, status = 200): typeof fetch =>
  (() => Promise.resolve(new Response(body, { status }))) as typeof fetch;

describe('club colour presets', () => {
  it('loads the 84 presets of the catalogue, checked', async () => {
    const loaded = await loadClubColors(reply(FILE));
    expect(loaded).toHaveLength(84);
    expect(loaded[0]).toEqual({ name: 'Harbour FC primary', hex: '#ffffff' });
  });

  it('finds presets by every word of the name, in any order and case, or by hex', () => {
    expect(searchClubColors(presets, '').length).toBe(84);
    expect(searchClubColors(presets, '  ').length).toBe(84);
    expect(searchClubColors(presets, 'kestrel SEC').map((p) => p.name)).toEqual(['Kestrel City secondary']);
    expect(searchClubColors(presets, 'city kestrel').map((p) => p.name)).toEqual([
      'Kestrel City primary',
      'Kestrel City secondary',
    ]);
    const byHex = searchClubColors(presets, '#1b4fa0');
    expect(byHex.length).toBeGreaterThan(0);
    expect(byHex.every((p) => p.hex === '#1b4fa0')).toBe(true);
    expect(searchClubColors(presets, 'no such club')).toEqual([]);
  });
});

describe('club colour presets that cannot load', () => {
  it('reports a bad file, then loads again on the next call', async () => {
    // A separate module instance: the cache of the test above must not answer.
    vi.resetModules();
    const fresh = await import('./club-colors.ts');
    await expect(fresh.loadClubColors(reply('[{"name":"X","hex":"red"}]'))).rejects.toThrow(/club_colors/);
    await expect(fresh.loadClubColors(reply('', 500))).rejects.toThrow(/error loading/);
    await expect(fresh.loadClubColors(reply(FILE))).resolves.toHaveLength(84);
  });
});
