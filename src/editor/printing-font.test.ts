import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_FONT_ID, resolveFont, type FontEntry } from '../compositor/text/fonts.ts';
import { printedFont } from './printing-font.ts';

/** The compositor's font list, as it fetches it: fonts.json, then nba_fonts.json. */
let fonts: FontEntry[];

beforeAll(async () => {
  const read = async (name: string) =>
    JSON.parse(await readFile(path.join('public/data/catalogue', name), 'utf8')) as FontEntry[];
  fonts = [...(await read('fonts.json')), ...(await read('nba_fonts.json'))];
  // resolveFont fetches /data/catalogue/*.json: serve it the same files.
  vi.stubGlobal(
    'fetch',
    async (url: string) => new Response(await readFile(path.join('public', url), 'utf8')),
  );
});

afterAll(() => {
  vi.unstubAllGlobals();
});

describe('the printing font (the Printing tab shows the one drawn)', () => {
  it("a kit without a font is drawn in the default font, not 'None'", () => {
    expect(printedFont('', fonts)?.id).toBe(DEFAULT_FONT_ID);
    expect(printedFont('', fonts)?.name).toBe('Graduate');
  });

  it('a known font is its own; an unknown one falls back to the default', () => {
    expect(printedFont('nba_anton', fonts)?.name).toBe('Anton Numbers');
    expect(printedFont('oswald', fonts)?.name).toBe('Oswald');
    expect(printedFont('no_such_font', fonts)?.id).toBe(DEFAULT_FONT_ID);
    expect(printedFont('', [])).toBeUndefined();
  });

  it("matches the compositor's choice for every case", async () => {
    // The printing kinds draw `resolveFont(font || DEFAULT_FONT_ID)`.
    for (const font of ['', 'graduate', 'oswald', 'nba_teko', 'nba_graduate', 'no_such_font'])
      expect(printedFont(font, fonts)?.id, font).toBe((await resolveFont(font || DEFAULT_FONT_ID)).id);
  });
});
