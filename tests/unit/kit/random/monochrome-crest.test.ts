/**
 * Document 2 §9: "luminance below 125 counts as dark". The generator paints a monochrome crest
 * white on a dark garment and black on any other; text keeps the 155 rule. A sky-blue shirt
 * (luminance 144) lies between the two: its crest is black, where the text rule would make it white.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../../src/api/index.ts';
import { createHeadlessEditor } from '../../../../src/editor/headless.ts';
import { userAtom } from '../../../../src/editor/state.ts';
import { luminance } from '../../../../src/kit/colors.ts';
import { generateKit, type Team } from '../../../../src/kit/random/index.ts';
import { readGeneratorCatalogue, readTeams } from '../../../../scripts/generate/catalogue.ts';

const catalogue = readGeneratorCatalogue();
const harbour = readTeams()[0]!;
const SKY = '#4fa3d9';
const NAVY = '#1d3557';

/** The team's home kit asks for its monochrome crest: sky-blue shirt, navy shorts, white socks. */
const team: Team = {
  ...harbour,
  home: {
    ...harbour.home,
    colors: ['sky', 'navy', 'white'],
    colors_hex: [SKY, NAVY, '#ffffff'],
    colors_shorts: ['navy', 'sky'],
    colors_socks: ['white', 'navy'],
    monochrome_logo: true,
    shorts_reverse: false,
    socks_reverse: false,
  },
};

/** The catalogue files as the app fetches them, from public/. */
const served = async (url: string) => {
  const name = /^\/data\/catalogue\/([a-z_]+)\.json$/.exec(url)?.[1];
  if (!name) throw new TypeError('Failed to fetch');
  return new Response(
    readFileSync(new URL(`../../../../public/data/catalogue/${name}.json`, import.meta.url)),
  );
};
beforeAll(() => vi.stubGlobal('fetch', served));
afterAll(() => vi.unstubAllGlobals());

describe("a generated kit's monochrome crest", () => {
  it('is white on a garment that counts as dark (below 125) and black on any other', () => {
    expect(luminance(SKY)).toBeGreaterThanOrEqual(125);
    expect(luminance(SKY)).toBeLessThan(155);
    for (let seed = 0; seed < 12; seed++) {
      const generated = generateKit({ game: 'eafc', seed, catalogue, team, kitType: 'home' });
      expect(generated.crest?.monochrome).toBe(true);
      const base = (area: 'shirt' | 'shorts' | 'socks') =>
        generated.kit.layers[area].find((l) => l.n === 'base')!.c[0];
      expect([base('shirt'), base('shorts'), base('socks')]).toEqual([SKY, NAVY, '#ffffff']);
      const crest = generated.kit.logos.find((logo) => logo.t === 'team')!;
      expect(crest.recolor).toBe(true);
      expect(new Set(crest.c.shirt)).toEqual(new Set(['#000000']));
      expect(new Set(crest.c.shorts)).toEqual(new Set(['#ffffff']));
      expect(new Set(crest.c.socks)).toEqual(new Set(['#000000']));
    }
  });

  it("is painted so in the admin's Test generation, which shows the generated kit", async () => {
    const editor = createHeadlessEditor({ api: createApiClient({ retries: 0, fetch: served }) });
    editor.store.set(userAtom, { premium: true, tier: 2, admin: true, username: 'admin', email: null });
    const generated = await editor.actions.testGeneration({
      team,
      design: 'plain',
      kitType: 'home',
      seed: 7,
    });
    expect(generated?.crest?.monochrome).toBe(true);
    const crest = editor.kit().logos.find((logo) => logo.t === 'team')!;
    expect(new Set(crest.c.shirt)).toEqual(new Set(['#000000']));
    expect(new Set(crest.c.shorts)).toEqual(new Set(['#ffffff']));
  });
});
