import { describe, expect, it } from 'vitest';
import type { CatalogueItem } from './catalogue.ts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import english from '../../public/data/lan/en.json';
import {
  brandOptions,
  categoryKey,
  DEFAULT_PRESET_SORT,
  isNewPreset,
  presetPage,
  presetPickRefusal,
  presetsFor,
  PRESET_PAGE_SIZE,
  PRESET_SORTS_OF,
  sortPresets,
} from './presets.ts';

const now = Date.parse('2026-06-30T12:00:00Z');
const item = (name: string, date: string, extra: Partial<CatalogueItem> = {}): CatalogueItem =>
  ({
    id: name,
    id_num: 0,
    name,
    name_display: name,
    type: 'graphic',
    cat: [],
    brand: '',
    brand_cat: '',
    colors: [],
    colormode: 'channels',
    recolorable: true,
    monochrome: false,
    premium: false,
    admin: false,
    popular: 0,
    filename: `${name}.png`,
    format: 'png',
    url: `/graphics/${name}.png`,
    preview_url: `/previews/graphics/${name}.png`,
    date,
    year: 2026,
    credits_text: '',
    credits_link: '',
    author: { name: '', url: '' },
    license: '',
    ...extra,
  }) as CatalogueItem;

describe('preset selector rules', () => {
  it('defaults sorts per category', () => {
    expect(DEFAULT_PRESET_SORT.logos).toBe('popular');
    expect(DEFAULT_PRESET_SORT.graphics).toBe('latest');
    expect(DEFAULT_PRESET_SORT.patterns).toBe('latest');
    expect(DEFAULT_PRESET_SORT.fonts).toBe('name');
    expect(DEFAULT_PRESET_SORT.materials).toBe('name');
    expect(DEFAULT_PRESET_SORT.templates).toBe('latest');
    expect(PRESET_SORTS_OF.templates).toEqual(['popular', 'latest', 'name', 'newest', 'oldest']);
    expect(PRESET_SORTS_OF.logos).toEqual(['popular', 'latest', 'name']);
    for (const [folder, sort] of Object.entries(DEFAULT_PRESET_SORT))
      expect(PRESET_SORTS_OF[folder as keyof typeof PRESET_SORTS_OF]).toContain(sort);
  });

  it('sorts Latest by season then release, Newest and Oldest by release alone', () => {
    const items = [
      item('last season, fresh', '2026-06-20', { year: 2025, popular: 3 }),
      item('this season, older', '2026-03-01', { year: 2026, popular: 1 }),
      item('oldest', '2024-01-01', { year: 2024, popular: 2 }),
    ];
    const names = (sort: Parameters<typeof sortPresets>[1]) => sortPresets(items, sort).map((i) => i.name);
    expect(names('latest')).toEqual(['this season, older', 'last season, fresh', 'oldest']);
    expect(names('newest')).toEqual(['last season, fresh', 'this season, older', 'oldest']);
    expect(names('oldest')).toEqual(['oldest', 'this season, older', 'last season, fresh']);
    expect(names('popular')).toEqual(['last season, fresh', 'oldest', 'this season, older']);
    expect(names('name')).toEqual(['last season, fresh', 'oldest', 'this season, older']);
  });

  it('lists admin-only presets to admins alone', () => {
    const items = [item('open', '2026-01-01'), item('staff', '2026-01-01', { admin: true })];
    const fan = { premium: true, tier: 2, admin: false, username: 'u', email: null };
    expect(presetsFor(items, null).map((i) => i.name)).toEqual(['open']);
    expect(presetsFor(items, fan).map((i) => i.name)).toEqual(['open']);
    expect(presetsFor(items, { ...fan, admin: true }).map((i) => i.name)).toEqual(['open', 'staff']);
  });

  it("marks 'New' under 10 days, 14 for logos", () => {
    const twelveDays = item('a', '2026-06-18T12:00:00Z');
    expect(isNewPreset(twelveDays, 'graphics', now)).toBe(false);
    expect(isNewPreset(twelveDays, 'logos', now)).toBe(true);
    expect(isNewPreset(item('b', '2026-06-25T12:00:00Z'), 'patterns', now)).toBe(true);
    expect(isNewPreset(item('c', 'not a date'), 'patterns', now)).toBe(false);
  });

  it('filters, sorts and pages by 96', () => {
    const items = Array.from({ length: 200 }, (_, i) =>
      item(`p${String(i).padStart(3, '0')}`, `2026-01-01`, { cat: [i % 2 ? 'club' : 'brand'] }),
    );
    const first = presetPage(items, { filter: '', category: '', brand: '', sort: 'name', page: 0 });
    expect(first.items).toHaveLength(PRESET_PAGE_SIZE);
    expect(first.pages).toBe(3);
    expect(first.items[0]!.name).toBe('p000');
    const clubs = presetPage(items, { filter: 'p01', category: 'club', brand: '', sort: 'name', page: 0 });
    expect(clubs.items.map((i) => i.name)).toEqual(['p011', 'p013', 'p015', 'p017', 'p019']);
  });
});

describe('picking a preset (document 1 §6)', () => {
  const asset = (over: Partial<CatalogueItem>) => ({ name: 'x', premium: false, ...over }) as CatalogueItem;
  const june = Date.parse('2026-06-01');
  const free = { premium: false, tier: 0, admin: false, username: 'u', email: null };
  it('shows the Plus popup for a Plus preset, refuses early access below tier 1, applies the rest', () => {
    expect(presetPickRefusal(null, asset({ premium: true }), june)).toBe('plus');
    expect(presetPickRefusal({ ...free, premium: true }, asset({ premium: true }), june)).toBeNull();
    const early = asset({ date: '2026-07-01' });
    expect(presetPickRefusal({ ...free, premium: true }, early, june)).toBe('unavailable');
    expect(presetPickRefusal({ ...free, premium: true, tier: 1 }, early, june)).toBeNull();
    expect(presetPickRefusal(free, asset({}), june)).toBeNull();
  });
});

describe('display names in the choosers (issue 31: no raw ids)', () => {
  const catalogue = (name: string) =>
    JSON.parse(
      readFileSync(path.resolve(import.meta.dirname, `../../public/data/catalogue/${name}.json`), 'utf8'),
    ) as CatalogueItem[];
  const CHOOSER_FILES = [
    'graphics',
    'graphics_shorts',
    'graphics_socks',
    'patterns',
    'logos',
    'fonts',
    'nba_fonts',
    'materials',
    'collars',
    'armbands',
  ];

  it('names every sub-category of every chooser catalogue in the interface language', () => {
    const en = english as Record<string, string>;
    const categories = new Set(CHOOSER_FILES.flatMap((name) => catalogue(name).flatMap((i) => i.cat ?? [])));
    expect(categories.size).toBeGreaterThan(40);
    const missing = [...categories].filter((c) => typeof en[categoryKey(c)] !== 'string');
    expect(missing).toEqual([]);
    expect(en[categoryKey('brand icon')]).toBe('Brand icons');
    expect(en[categoryKey('v-neck')]).toBe('V-neck');
  });

  it("labels brands with the brand's own name, for logos and templates alike", () => {
    const logos = brandOptions(catalogue('logos'));
    expect(logos).toContainEqual({ value: 'veloce_blades', label: 'Veloce Blades' });
    expect(logos.every((o) => !/_/.test(o.label))).toBe(true);
    const templates = brandOptions(catalogue('templates'));
    expect(templates).toContainEqual({ value: 'veloce_blades', label: 'Veloce Blades' });
    expect(new Set(templates.map((o) => o.value)).size).toBe(templates.length);
    // An id no item names is spelt out as words, never shown as the id.
    expect(brandOptions([item('x', '2026-01-01', { brand_cat: 'north_star' })])).toEqual([
      { value: 'north_star', label: 'North Star' },
    ]);
  });
});
