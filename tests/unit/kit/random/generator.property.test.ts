/**
 * The random generator over thousands of seeds: every kit passes restoreKit with the catalogue
 * unchanged, stays under the 10,000-character save limit, is the same for the same seed, keeps
 * logo colours readable by the §9 luminance rule, and the §9 odds hold over the sample.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isDark,
  KIT_DATA_MAX_CHARS,
  luminance,
  RANDOM_COLOR_MIN_LUMINANCE,
  normaliseName,
  restoreKit,
  serialiseKit,
  textColorOn,
  type Game,
  type Kit,
  type KitUser,
} from '../../../../src/kit/index.ts';
import {
  catalogueKitContext,
  COLLAR_BRAND_CATEGORY,
  GENERATOR_DESIGNS,
  GENERATOR_ODDS,
  generateKit,
  isFullColorSponsor,
  LOGO_ODDS,
  RANDOMIZE_STRIPPED_KINDS,
  randomizeKit,
  type GeneratedKit,
} from '../../../../src/kit/random/index.ts';
import { readGeneratorCatalogue, readTeams } from '../../../../scripts/generate/catalogue.ts';

const catalogue = readGeneratorCatalogue();
const teams = readTeams();
const GAMES: Game[] = ['eafc', 'fifa', 'pes', 'fm', 'basketball'];
const FREE: KitUser = { premium: false, tier: 0, admin: false };
const PLUS: KitUser = { premium: true, tier: 2, admin: false };
const NOW = Date.parse('2026-06-01');
const contexts = new Map(
  GAMES.flatMap((game) => [
    [`${game}/free`, catalogueKitContext(catalogue, game, FREE, NOW)],
    [`${game}/plus`, catalogueKitContext(catalogue, game, PLUS, NOW)],
  ]),
);

/** One sample of home kits shared by the odds and the colour rules (generating is the cost). */
const SAMPLE = 3000;
const HOME = Array.from({ length: SAMPLE }, (_, seed) =>
  generateKit({ game: 'eafc', seed: `home-${seed}`, catalogue, kitType: 'home' }),
);

function roundTrips(generated: GeneratedKit, key: string): void {
  const restored = restoreKit(generated.data, contexts.get(key)!);
  expect(restored.report.changes, generated.design).toEqual([]);
  expect(serialiseKit(restored.kit)).toBe(generated.data);
}

describe('generateKit over thousands of seeds', { timeout: 60_000 }, () => {
  it('passes restoreKit unchanged, fits the save limit and repeats for the same seed', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.constantFrom(...GAMES),
        fc.boolean(),
        fc.option(fc.integer({ min: 0, max: teams.length - 1 }), { nil: undefined }),
        fc.constantFrom('home', 'away', 'third' as const),
        (seed, game, plus, teamIndex, kitType) => {
          const user = plus ? PLUS : FREE;
          const options = {
            game,
            seed,
            catalogue,
            user,
            now: NOW,
            team: teamIndex === undefined ? undefined : teams[teamIndex],
            kitType,
          } as const;
          const generated = generateKit(options);
          expect(generated.data.length).toBeLessThan(KIT_DATA_MAX_CHARS);
          roundTrips(generated, `${game}/${plus ? 'plus' : 'free'}`);
          expect(generateKit(options).data).toBe(generated.data);
        },
      ),
      { numRuns: 1500, seed: 15 },
    );
  });

  it('keeps logos readable: recoloured sponsors and brand marks are black from luminance 155, else white', () => {
    for (const { kit } of HOME) {
      const base = (area: 'shirt' | 'shorts' | 'socks') =>
        kit.layers[area].find((l) => l.n === 'base')!.c[0]!;
      for (const logo of kit.logos) {
        if (logo.t === 'team') continue;
        if (logo.t === 'sponsor' && isFullColorSponsor(logo.l)) {
          expect(logo.recolor).toBe(false);
          continue;
        }
        for (const area of ['shirt', 'shorts', 'socks'] as const) {
          const text = logo.c[area][0]!;
          expect(text).toBe(textColorOn(base(area)));
          expect(text === '#000000' ? luminance(base(area)) >= 155 : luminance(base(area)) < 155).toBe(true);
        }
      }
    }
  });

  it('never draws a colour darker than luminance 15 (it becomes #1a1a1a)', () => {
    for (const { fixed } of HOME) {
      for (const color of fixed.shirt)
        expect(luminance(color)).toBeGreaterThanOrEqual(RANDOM_COLOR_MIN_LUMINANCE);
    }
  });
});

describe('the §9 odds over 3,000 seeds', { timeout: 60_000 }, () => {
  const N = SAMPLE;
  const TOLERANCE = 0.035;
  const sample = (kitType: 'home' | 'away') =>
    Array.from({ length: N }, (_, seed) =>
      generateKit({ game: 'eafc', seed: `${kitType}-${seed}`, catalogue, kitType }),
    );
  const home = HOME;
  const share = (list: GeneratedKit[], test: (g: GeneratedKit) => boolean) =>
    list.filter(test).length / list.length;
  const template = (kit: Kit) => kit.layers.shirt.find((l) => l.n === 'template')!;
  const crest = (kit: Kit) => kit.logos.find((l) => l.t === 'team')!;
  const logoType = (name: string) => catalogue.logos.find((l) => l.name === name)!;

  it('reverses the shorts and the socks colour order a quarter of the time', () => {
    const reversed = (colors: readonly string[], g: GeneratedKit) =>
      colors[0] === g.colors[1] && colors[1] === g.colors[0];
    expect(share(home, (g) => reversed(g.fixed.shorts, g))).toBeCloseTo(GENERATOR_ODDS.reverseOrder, 1);
    expect(Math.abs(share(home, (g) => reversed(g.fixed.shorts, g)) - 0.25)).toBeLessThan(TOLERANCE);
    expect(Math.abs(share(home, (g) => reversed(g.fixed.socks, g)) - 0.25)).toBeLessThan(TOLERANCE);
  });

  it('disables the template 25 %, gives it the accent colour 75 %, adds a third colour 75 %', () => {
    expect(
      Math.abs(share(home, (g) => template(g.kit).disabled) - GENERATOR_ODDS.templateDisabled),
    ).toBeLessThan(TOLERANCE);
    expect(
      Math.abs(share(home, (g) => template(g.kit).c[0] === g.colors[1]) - GENERATOR_ODDS.accentColor),
    ).toBeLessThan(TOLERANCE);
    expect(Math.abs(share(home, (g) => g.fixed.shirt.length === 3) - GENERATOR_ODDS.thirdColor)).toBeLessThan(
      TOLERANCE,
    );
  });

  it('puts a collar on half of one maker’s templates and a tenth of the others', () => {
    const withCollars = home.filter(
      (g) => catalogue.templates.find((t) => normaliseName(t.name) === g.template)!.collar > 1,
    );
    const favoured = withCollars.filter((g) => g.template.startsWith(COLLAR_BRAND_CATEGORY));
    const others = withCollars.filter((g) => !g.template.startsWith(COLLAR_BRAND_CATEGORY));
    expect(favoured.length).toBeGreaterThan(300);
    expect(Math.abs(share(favoured, (g) => g.kit.collar > 0) - GENERATOR_ODDS.collarFavoured)).toBeLessThan(
      0.06,
    );
    expect(Math.abs(share(others, (g) => g.kit.collar > 0) - GENERATOR_ODDS.collarOther)).toBeLessThan(
      TOLERANCE,
    );
  });

  it('chooses retro, alternate and monochrome crests by the home and the away odds', () => {
    for (const [list, odds] of [
      [home, LOGO_ODDS.home],
      [sample('away'), LOGO_ODDS.away],
    ] as const) {
      const retro = share(list, (g) => g.crest!.kind === 'retro');
      const alternate = share(list, (g) => g.crest!.kind === 'alternate');
      const monochrome = share(list, (g) => g.crest!.monochrome);
      for (const g of list) {
        // The kit shows what was chosen: the crest's own pool, and one readable colour when monochrome.
        const logo = crest(g.kit);
        expect(logo.l).toBe(g.crest!.name);
        if (g.crest!.kind === 'retro') expect(logoType(logo.l).type).toBe('retro');
        if (g.crest!.kind === 'alternate') expect(logoType(logo.l).monochrome).toBe(true);
        // A monochrome crest is white on a dark shirt (the §9 "dark" rule, below 125), else black.
        const mark = isDark(g.colors[0]) ? '#ffffff' : '#000000';
        if (g.crest!.monochrome) expect(new Set(logo.c.shirt)).toEqual(new Set([mark]));
      }
      expect(Math.abs(retro - odds.retro)).toBeLessThan(TOLERANCE);
      // The alternate crest is rolled when the crest is not retro.
      expect(Math.abs(alternate - (1 - odds.retro) * odds.alternate)).toBeLessThan(TOLERANCE);
      expect(Math.abs(monochrome - odds.monochrome)).toBeLessThan(TOLERANCE);
    }
  });

  it('draws every one of the 25 designs, none much more than its share', () => {
    const counts = new Map(GENERATOR_DESIGNS.map((d) => [d, share(home, (g) => g.design === d)]));
    for (const [design, p] of counts) expect(Math.abs(p - 1 / 25), design).toBeLessThan(0.015);
  });

  it('keeps full-colour sponsors in their own colours and recolours the rest', () => {
    const sponsors = home.map((g) => g.kit.logos.find((l) => l.t === 'sponsor')!);
    expect(sponsors.some((s) => isFullColorSponsor(s.l))).toBe(true);
    for (const s of sponsors) expect(s.recolor).toBe(!isFullColorSponsor(s.l));
  });
});

describe('instructions, team data and the template filter', { timeout: 60_000 }, () => {
  it('keeps what the instructions give', () => {
    const g = generateKit({
      game: 'eafc',
      seed: 7,
      catalogue,
      instructions: {
        shirt: { design: 'hoops', colors: ['#123456', 'fff'] },
        shorts: { colors: ['#000000', '#ffffff'] },
        socks: { colors: ['#ff0000'] },
        logos: { team: 'Star Icon', sponsor: 'Tidewave' },
        brand: 'veloce',
      },
    });
    expect(g.design).toBe('hoops');
    expect(g.colors).toEqual(['#123456', '#ffffff']);
    expect(g.fixed.shorts[0] === '#000000' || g.fixed.shorts[1] === '#000000').toBe(true);
    expect(g.fixed.socks).toContain('#ff0000');
    expect(g.kit.logos.find((l) => l.t === 'team')!.l).toBe('Star Icon');
    expect(g.kit.logos.find((l) => l.t === 'sponsor')!.l).toBe('Tidewave');
    expect(g.template.startsWith('veloce')).toBe(true);
  });

  it("follows a team's kit: its colours, mostly its designs, its crest and its FM id", () => {
    const celtic = teams.find((t) => t.name === 'Celtic')!;
    const kits = Array.from({ length: 400 }, (_, seed) =>
      generateKit({ game: 'fm', seed, catalogue, team: celtic }),
    );
    for (const g of kits) expect(g.colors).toEqual(['#00843d', '#ffffff']);
    expect(Math.abs(kits.filter((g) => g.design === 'hoops').length / 400 - 0.9 - 0.1 / 25)).toBeLessThan(
      0.05,
    );
    const liverpool = teams.find((t) => t.name === 'Liverpool')!;
    const fm = generateKit({ game: 'fm', seed: 1, catalogue, team: liverpool, kitType: 'away' });
    expect(fm.kit.fm_teamid).toBe('12');
    expect(fm.kit.fm_kittype).toBe('away');
  });

  it('filters templates by the year range and by brand aliases', () => {
    for (let seed = 0; seed < 200; seed++) {
      const g = generateKit({ game: 'eafc', seed, catalogue, years: { from: 2025, to: 2025 } });
      expect(catalogue.templates.find((t) => normaliseName(t.name) === g.template)!.year).toBe(2025);
      expect(
        generateKit({ game: 'eafc', seed, catalogue, instructions: { brand: 'Nord Kap' } }).template,
      ).toMatch(/^nordkap/);
    }
  });

  it('never gives a free user Plus content', () => {
    for (let seed = 0; seed < 500; seed++) {
      const g = generateKit({ game: 'eafc', seed, catalogue, user: FREE, now: NOW });
      const restored = restoreKit(g.data, contexts.get('eafc/free')!);
      expect(restored.report.dropped).toEqual([]);
    }
  });
});

describe('randomizeKit (the editor’s Randomize)', { timeout: 60_000 }, () => {
  it('strips the custom layers, keeps the rest, and passes restoreKit unchanged', () => {
    const start = generateKit({
      game: 'eafc',
      seed: 'start',
      catalogue,
      user: FREE,
      now: NOW,
      instructions: { shirt: { design: 'stripes' } },
    }).kit;
    const additions = new Map<string, number>();
    for (let seed = 0; seed < 1500; seed++) {
      const { kit, addition } = randomizeKit(start, { seed, catalogue, user: FREE, now: NOW });
      additions.set(addition, (additions.get(addition) ?? 0) + 1);
      const startCustom = start.layers.shirt
        .filter((l) => RANDOMIZE_STRIPPED_KINDS.has(l.n))
        .map((l) => l.uuid);
      for (const uuid of startCustom) expect(kit.layers.shirt.some((l) => l.uuid === uuid)).toBe(false);
      expect(kit.logos.filter((l) => l.t !== 'brand')).toEqual(start.logos.filter((l) => l.t !== 'brand'));
      const data = serialiseKit(kit);
      const restored = restoreKit(data, contexts.get('eafc/free')!);
      expect(restored.report.changes).toEqual([]);
      expect(serialiseKit(restored.kit)).toBe(data);
    }
    for (const outcome of ['none', 'pattern', 'design', 'graphic'] as const)
      expect(Math.abs(additions.get(outcome)! / 1500 - 0.25)).toBeLessThan(0.04);
  });
});
