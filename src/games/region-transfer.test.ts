import { describe, expect, it } from 'vitest';
import { canTransfer, gameLayout, regionTransfers, type GameLayout } from './index.ts';

const summary = (from: string, to: string) =>
  regionTransfers(gameLayout(from), gameLayout(to)).map(
    ({ region, from: a, to: b }) => `${region}: ${a.area} -> ${b.area}`,
  );

describe('regionTransfers: one region-to-region rule for every pair of games', () => {
  it('fills each target region from the source region of the same name, wherever each game keeps it', () => {
    // EA FC keeps shorts and socks on textures of their own, FM on the shirt's canvas.
    expect(summary('eafc', 'fm')).toEqual([
      'front: shirt -> shirt',
      'back: shirt -> shirt',
      'sleeve_left: shirt -> shirt',
      'sleeve_right: shirt -> shirt',
      'collar: shirt -> shirt',
      'shorts_front: shorts -> shirt',
      'shorts_back: shorts -> shirt',
      'sock: socks -> shirt',
    ]);
    // And back: the same rule, the other way round.
    expect(summary('fm', 'eafc')).toEqual([
      'front: shirt -> shirt',
      'back: shirt -> shirt',
      'sleeve_left: shirt -> shirt',
      'sleeve_right: shirt -> shirt',
      'collar: shirt -> shirt',
      'shorts_front: shirt -> shorts',
      'shorts_back: shirt -> shorts',
      'sock: shirt -> socks',
    ]);
    const pair = regionTransfers(gameLayout('pes'), gameLayout('fm')).find((p) => p.region === 'back')!;
    expect(pair.from.region.rect).toEqual({ x: 768, y: 0, w: 768, h: 1024 });
    expect(pair.to.region).toBe(gameLayout('fm').areas.shirt!.regions.find((r) => r.name === 'back'));
  });

  it('leaves out regions one side lacks: a football kit has no sleeves on a sleeveless jersey', () => {
    const toJersey = summary('pes', 'basketball');
    expect(toJersey.some((line) => line.startsWith('sleeve'))).toBe(false);
    expect(toJersey).toContain('front: shirt -> shirt');
    expect(toJersey).toContain('shorts_front: shirt -> shorts');
    // EA FC's armband has no region in FM: nothing to fill there.
    expect(summary('eafc', 'fm').some((line) => line.startsWith('armband'))).toBe(false);
  });

  it('allows a conversion only where the target carries the body front and back', () => {
    const games = ['eafc', 'fifa', 'pes', 'fm', 'basketball'];
    for (const from of games)
      for (const to of games)
        expect(canTransfer(gameLayout(from), gameLayout(to)), `${from} -> ${to}`).toBe(true);
    const fm = gameLayout('fm');
    const backless: GameLayout = {
      ...fm,
      areas: {
        shirt: { ...fm.areas.shirt!, regions: fm.areas.shirt!.regions.filter((r) => r.name !== 'back') },
      },
    };
    expect(canTransfer(fm, backless)).toBe(false);
    expect(canTransfer(backless, fm)).toBe(false);
  });
});
