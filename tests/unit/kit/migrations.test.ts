import { describe, expect, it } from 'vitest';
import { MIGRATIONS, restoreKit, KIT_FORMAT_VERSION, type LayerOf } from '../../../src/kit/index.ts';

/** The spec's unversioned data (version 0) as it was saved before the format had a version. */
const V0_KIT = {
  template: 'Classic #2/Home',
  collar: 1,
  shirt: [
    { n: 'base', type: 'base', uuid: 'b', color: '#AA0000' },
    { n: 'design', type: 'two_color_stripe', uuid: 'd', color: ['#FFF', '#000'], visible: false },
    { n: 'text', uuid: 't', c: '#123456', text: 'CAPTAIN', border: true, bWidth: 5, color: '#ffffff' },
    { n: 'c_pattern', uuid: 'p', l: 'upload_12', visible: true },
  ],
  shorts: [],
  socks: [],
  logos: [{ t: 'team', l: 'lion', c: ['#ff0000', '#00ff00'] }],
  playerPrinting: { name: 'SMITH', color: '#EEEEEE', bWidth: 3, border: true },
};

describe('migrations', () => {
  it('numbers its steps from 0 up to the current version', () => {
    expect(MIGRATIONS.map((m) => m.from)).toEqual(Array.from({ length: KIT_FORMAT_VERSION }, (_, i) => i));
  });

  it('migrates version 0: color to c, single colours to lists, visible to disabled, bWidth, c_pattern', () => {
    const { kit, report } = restoreKit(V0_KIT);
    expect(report.fromVersion).toBe(0);
    expect(report.changes.map((c) => c.code)).toContain('migrated');
    expect(kit.version).toBe(KIT_FORMAT_VERSION);
    expect(kit.template).toBe('classic__2_home');
    const [base, design, text, pattern] = kit.layers.shirt;
    expect(base).toMatchObject({ c: ['#aa0000'], disabled: false });
    expect(design).toMatchObject({ c: ['#ffffff', '#000000'], disabled: true });
    // `c` wins over `color` when both exist; the border adds the second colour.
    expect(text).toMatchObject({ c: ['#123456', '#a0a0a0'], borderWidth: 5 });
    expect((text as LayerOf<'text'>).text).toBe('CAPTAIN');
    expect(pattern).toMatchObject({ n: 'custom_pattern', l: 'upload_12', disabled: false });
    expect(kit.logos[0]!.c).toEqual({
      shirt: ['#ff0000', '#00ff00'],
      shorts: ['#ff0000', '#00ff00'],
      socks: ['#ff0000', '#00ff00'],
    });
    expect(kit.playerPrinting).toMatchObject({ name: 'SMITH', c: ['#eeeeee', '#a0a0a0'], borderWidth: 3 });
  });

  it('does not migrate data that already has the current version', () => {
    const { kit, report } = restoreKit({ ...V0_KIT, version: KIT_FORMAT_VERSION });
    expect(report.fromVersion).toBe(KIT_FORMAT_VERSION);
    expect(report.changes.map((c) => c.code)).not.toContain('migrated');
    // Versions 1 and later have no `color` or `visible`: they are ignored.
    expect(kit.layers.shirt[1]).toMatchObject({ disabled: false, c: ['#ffffff', '#a0a0a0'] });
    expect(kit.layers.shirt.map((l) => l.n)).toEqual(['base', 'design', 'text']);
  });

  it('reads data of a newer version as the current one and says so', () => {
    const { kit, report } = restoreKit({ version: 99, shirt: [{ n: 'graphic', g: 'star' }] });
    expect(kit.layers.shirt).toHaveLength(1);
    expect(report.changes.map((c) => c.code)).toContain('newer-version');
  });
});

/**
 * Version 1 -> 2 (issue 26): EA FC / FIFA hotspot boxes placed on Kitsmith's earlier unwrap (front
 * and back side by side, 2048 x 1344 each half) move to the same place on EA's layout; boxes that
 * already sit on their part of EA's layout stay.
 */
describe('migration to version 2: hotspot boxes on EA layout', () => {
  // Earlier unwrap: the back is x 1024-2048, y 0-1344, upright; the back number's centre at 3/4
  // across, 30 % down the back.
  const earlierBack = { xNum: 0.875, yNum: (0.3 * 1344) / 2048, hNum: 0.2 };
  const eaKit = (hotspots: Record<string, number>, extra: Record<string, unknown> = {}) =>
    restoreKit({ version: 1, game: 'eafc', shirt: [], shorts: [], socks: [], logos: [], hotspots, ...extra });

  it('moves a back-number box from the earlier back to the same place on EA back, upside down', () => {
    const { kit, report } = eaKit(earlierBack);
    expect(report.fromVersion).toBe(1);
    expect(kit.version).toBe(2);
    // EA's back: x 646-1400, y 136-1020, stored upside down: 3/4 across the wearer's back becomes 1/4 across the stored rectangle, 30 % down from the
    // collar becomes 30 % up from the rectangle's foot.
    expect(kit.hotspots.xNum * 2048).toBeCloseTo(646 + 0.25 * 754, 0);
    expect(kit.hotspots.yNum * 2048).toBeCloseTo(136 + 0.7 * 884, 0);
    // The height keeps its share of the back: 0.2 x 2048 of 1344 -> the same share of 884.
    expect(kit.hotspots.hNum * 2048).toBeCloseTo(((0.2 * 2048) / 1344) * 884, 0);
    // The width was never edited: its default of the day (0.3 of the texture) keeps its share of
    // the back's width.
    expect(kit.hotspots.wNum).toBeCloseTo((0.3 * 754) / 1024, 3);
    // Untouched boxes keep their defaults.
    expect(kit.hotspots.xName).toBe(0.5);
  });

  it('moves every edited box of such a kit, each to its own part', () => {
    const { kit } = eaKit({ ...earlierBack, xNumFront: 0.25, yNumFront: 0.2, yNumShorts: 0.5 });
    // Front: x 0-1024 upright -> EA's front x 588-1456, y 1020-1904, upright.
    expect(kit.hotspots.xNumFront * 2048).toBeCloseTo(588 + 0.5 * 868, 0);
    expect(kit.hotspots.yNumFront * 2048).toBeCloseTo(1020 + ((0.2 * 2048) / 1344) * 884, 0);
    // Shorts: the left half, 0-512 tall -> EA's shorts band y 210-512.
    expect(kit.hotspots.yNumShorts * 512).toBeCloseTo(210 + 0.5 * 302, 0);
    expect(kit.hotspots.xNumShorts).toBe(0.2);
  });

  it('keeps boxes that already sit on their part of EA layout (kits saved after the change)', () => {
    const placed = { xNum: 0.45, yNum: 0.3, hNum: 0.15, xNumFront: 0.6, yNumFront: 0.6 };
    expect(eaKit(placed).kit.hotspots).toMatchObject(placed);
  });

  it('leaves a kit whose boxes store only sizes: the layout they were sized on is unknown', () => {
    expect(eaKit({ hNum: 0.2, wName: 0.25 }).kit.hotspots).toMatchObject({
      hNum: 0.2,
      wName: 0.25,
      xNum: 0.5,
    });
  });

  it('leaves other games, version 0 data and version 2 data as they are', () => {
    expect(eaKit(earlierBack, { game: 'pes' }).kit.hotspots).toMatchObject(earlierBack);
    expect(eaKit(earlierBack, { version: 2 }).kit.hotspots).toMatchObject(earlierBack);
    const v0 = restoreKit({ ...V0_KIT, game: 'eafc', hotspots: earlierBack }).kit;
    expect(v0.hotspots).toMatchObject(earlierBack);
  });
});
