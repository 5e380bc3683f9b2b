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
    expect(kit.version).toBe(1);
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

  it('does not migrate data that already has version 1', () => {
    const { kit, report } = restoreKit({ ...V0_KIT, version: 1 });
    expect(report.fromVersion).toBe(1);
    expect(report.changes.map((c) => c.code)).not.toContain('migrated');
    // Version 1 has no `color` or `visible`: they are ignored.
    expect(kit.layers.shirt[1]).toMatchObject({ disabled: false, c: ['#ffffff', '#a0a0a0'] });
    expect(kit.layers.shirt.map((l) => l.n)).toEqual(['base', 'design', 'text']);
  });

  it('reads data of a newer version as the current one and says so', () => {
    const { kit, report } = restoreKit({ version: 99, shirt: [{ n: 'graphic', g: 'star' }] });
    expect(kit.layers.shirt).toHaveLength(1);
    expect(report.changes.map((c) => c.code)).toContain('newer-version');
  });
});
