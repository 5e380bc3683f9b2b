/**
 * The shipped catalogue (public/data/catalogue, written by `npm run catalogue`): counts the issue
 * asks for, the spec's fields on every item, unique ids, every url and preview_url resolving to a
 * file under public/, a quarter premium per category, early access dated after the release and
 * New items inside their window, and the generator's team data.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOGO_TYPES } from '../../../src/kit/model/catalogue.ts';
import { RELEASE_DATE } from '../../../scripts/catalogue/entry.ts';

const PUBLIC = path.resolve(import.meta.dirname, '../../../public');

interface Item {
  [field: string]: unknown;
  id: string;
  id_num: number;
  name: string;
  type: string;
  colors: string[];
  premium: boolean;
  date: string;
  url: string;
  preview_url: string;
  popular: number;
}

const read = <T>(name: string): T =>
  JSON.parse(readFileSync(path.join(PUBLIC, 'data/catalogue', `${name}.json`), 'utf8')) as T;

const MINIMUM: Record<string, number> = {
  templates: 24,
  patterns: 30,
  graphics: 40,
  graphics_shorts: 6,
  graphics_socks: 6,
  fonts: 20,
  nba_fonts: 10,
  logos: 80,
  materials: 8,
  collars: 8,
  armbands: 6,
};
const CATEGORIES = Object.keys(MINIMUM);

const FIELDS: Record<string, string> = {
  name: 'string',
  name_display: 'string',
  id: 'string',
  id_num: 'number',
  type: 'string',
  cat: 'array',
  brand_cat: 'string',
  colors: 'array',
  colormode: 'string',
  premium: 'boolean',
  admin: 'boolean',
  popular: 'number',
  recolorable: 'boolean',
  monochrome: 'boolean',
  date: 'string',
  year: 'number',
  filename: 'string',
  format: 'string',
  preview_url: 'string',
  url: 'string',
  credits_text: 'string',
  credits_link: 'string',
  author: 'object',
};

const kind = (v: unknown) => (Array.isArray(v) ? 'array' : v === null ? 'null' : typeof v);
const fileOf = (url: string) => path.join(PUBLIC, decodeURIComponent(url));

describe.each(CATEGORIES)('catalogue %s', (category) => {
  const items = read<Item[]>(category);

  it(`has at least ${MINIMUM[category]} items`, () => {
    expect(items.length).toBeGreaterThanOrEqual(MINIMUM[category]!);
  });

  it("carries the spec's fields with their types on every item", () => {
    for (const item of items) {
      for (const [field, type] of Object.entries(FIELDS))
        expect(kind(item[field]), `${item.id}.${field}`).toBe(type);
      expect(typeof item.brand === 'string' || typeof item.brand === 'object', `${item.id}.brand`).toBe(true);
      for (const c of item.colors) expect(c).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('has unique ids and names, and id_num is the index', () => {
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
    expect(new Set(items.map((i) => i.name.toLowerCase())).size).toBe(items.length);
    items.forEach((item, index) => expect(item.id_num).toBe(index));
  });

  it('resolves every url and preview_url to a file under public/', () => {
    for (const item of items) {
      expect(existsSync(fileOf(item.url)), item.url).toBe(true);
      expect(existsSync(fileOf(item.preview_url)), item.preview_url).toBe(true);
      expect(statSync(fileOf(item.preview_url)).size, item.preview_url).toBeGreaterThan(200);
      if (typeof item.svg === 'string')
        expect(existsSync(path.join(path.dirname(fileOf(item.url)), item.svg))).toBe(true);
    }
  });

  it('makes about a quarter premium (a quarter rounded either way in small categories)', () => {
    const premium = items.filter((i) => i.premium).length;
    expect(premium).toBeGreaterThanOrEqual(Math.max(1, Math.floor(items.length / 4)));
    expect(premium).toBeLessThanOrEqual(Math.ceil(items.length / 4));
  });

  it('dates a few items after the release (early access) and a few inside the New window', () => {
    const early = items.filter((i) => i.date > RELEASE_DATE);
    expect(early.length).toBeGreaterThanOrEqual(1);
    expect(early.length).toBeLessThanOrEqual(3);
    const newDays = category === 'logos' ? 14 : 10;
    const newest = items.filter((i) => {
      const age = (Date.parse(RELEASE_DATE) - Date.parse(i.date)) / 86_400_000;
      return age >= 0 && age < newDays;
    });
    expect(newest.length).toBeGreaterThanOrEqual(1);
  });

  it('has popularity figures that order the items', () => {
    expect(new Set(items.map((i) => i.popular)).size).toBeGreaterThan(items.length / 2);
  });
});

describe('catalogue contents', () => {
  it('has logos of every type, with monochrome and recolourable ones', () => {
    const logos = read<Item[]>('logos');
    for (const type of LOGO_TYPES)
      expect(
        logos.some((l) => l.type === type),
        type,
      ).toBe(true);
    expect(logos.some((l) => l.monochrome === true)).toBe(true);
    expect(logos.filter((l) => l.recolorable === true).length).toBe(logos.length);
  });

  it('has templates across 6 makers, several years, every game, with their images', () => {
    const templates = read<(Item & Record<string, unknown>)[]>('templates');
    expect(new Set(templates.map((t) => t.brand_cat)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(templates.map((t) => t.year)).size).toBeGreaterThanOrEqual(3);
    const games = new Set(templates.flatMap((t) => t.games as string[]));
    for (const game of ['eafc', 'fifa', 'pes', 'fm', 'basketball']) expect(games.has(game), game).toBe(true);
    for (const t of templates) {
      const mask = t.mask as { front: string; back: string };
      const images = [
        mask.front,
        mask.back,
        t.mask_sleeves,
        t.finish,
        t.finish2,
        t.finish_shorts,
        t.normals,
        t.collar_preview,
        ...(t.collar_uv as string[]),
      ];
      for (const url of images)
        expect(existsSync(fileOf(url as string)), `${t.id}: ${String(url)}`).toBe(true);
      expect((t.collar_uv as string[]).length).toBe(t.collar);
      expect(typeof t.long_sleeve).toBe('boolean');
      expect((t.settings as { shortstyle: number[] }).shortstyle.length).toBeGreaterThan(0);
      const brand = t.brand as { name: string; positions: Record<string, { size: number }> };
      expect(brand.positions.shirt!.size).toBeGreaterThan(0);
    }
  });

  it('ships fonts with letters and numbers maps, their licences and credits', () => {
    for (const category of ['fonts', 'nba_fonts']) {
      for (const font of read<
        (Item & { file: string; license: string; numbers: string; letters: string; credits_text: string })[]
      >(category)) {
        expect(font.numbers).toBe('0123456789');
        if (category === 'fonts') expect(font.letters).toContain('ABCDEFGHIJKLMNOPQRSTUVWXYZ');
        expect(font.license).toMatch(/^(OFL-1\.1|Apache-2\.0)$/);
        expect(existsSync(path.join(PUBLIC, 'fonts', font.file))).toBe(true);
        expect(font.credits_text.length).toBeGreaterThan(20);
      }
    }
    const credits = readFileSync(path.join(PUBLIC, 'fonts/CREDITS.md'), 'utf8');
    for (const font of read<Item[]>('fonts')) expect(credits).toContain(font.name);
  });
});

describe('team data for the generator', () => {
  interface Kit {
    colors: string[];
    designs: string[];
    colors_hex: string[];
  }
  const teams = read<
    {
      name: string;
      logos: string[];
      logos_sponsor: string[];
      logos_retro: string[];
      home: Kit;
      away: Kit;
      third: Kit;
    }[]
  >('teams');
  const logoNames = new Set(read<Item[]>('logos').map((l) => l.name));

  it('has at least 40 fictional clubs with home, away and third kits', () => {
    expect(teams.length).toBeGreaterThanOrEqual(40);
    expect(new Set(teams.map((t) => t.name)).size).toBe(teams.length);
    for (const t of teams)
      for (const kit of [t.home, t.away, t.third]) {
        expect(kit.colors.length).toBeGreaterThanOrEqual(1);
        expect(kit.colors.length).toBeLessThanOrEqual(3);
        expect(kit.colors_hex.every((c) => /^#[0-9a-f]{6}$/.test(c))).toBe(true);
        expect(kit.designs.length).toBeGreaterThan(0);
      }
  });

  it('points every logo pool at catalogue logos', () => {
    for (const t of teams)
      for (const name of [...t.logos, ...t.logos_sponsor, ...t.logos_retro])
        expect(logoNames.has(name), name).toBe(true);
  });

  it('gives the colour picker named club colour presets', () => {
    const presets = read<{ name: string; hex: string }[]>('club_colors');
    expect(presets.length).toBeGreaterThanOrEqual(40);
    for (const p of presets) {
      expect(p.name.length).toBeGreaterThan(0);
      expect(p.hex).toMatch(/^#[0-9a-f]{6}$/);
    }
  });
});
