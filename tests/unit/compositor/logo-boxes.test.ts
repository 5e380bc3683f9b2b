/**
 * Logo boxes per game: a shorts logo keeps its share of the shorts' width in every game (the
 * football panel is 512 px wide, NBA 2K's square shorts front 1309, FM26's 694), while shirt
 * logos keep their pixel boxes. Read from what the logo pass hands the shader (uBoxPx).
 */
import { describe, expect, it } from 'vitest';
import { logoPass } from '../../../src/compositor/layers/logo';
import { gameLayout, uprightRect } from '../../../src/games/index';

const box = (game: string, area: string, placement: string) =>
  logoPass.uniforms({ n: 'logo', l: 'Harbour Shield', placement } as never, { area, game, scale: 1 } as never)
    .uBoxPx as number;

const width = (game: string, region: string) =>
  uprightRect(
    Object.values(gameLayout(game as never).areas)
      .flatMap((a) => a.regions)
      .find((r) => r.name === region)!,
  ).w;

describe('logo boxes', () => {
  it("fit a shorts logo to the same share of the shorts' front in every game", () => {
    const share = box('eafc', 'shorts', 'team') / width('eafc', 'shorts_front');
    expect(box('eafc', 'shorts', 'team')).toBe(90);
    for (const game of ['fifa', 'pes', 'fm', 'basketball']) {
      expect(box(game, 'shorts', 'team') / width(game, 'shorts_front'), game).toBeCloseTo(share, 6);
      expect(box(game, 'shorts', 'brand') / width(game, 'shorts_front'), game).toBeCloseTo(70 / 512, 6);
    }
    // NBA 2K's shorts front is 1309 px wide: the crest grows from 90 to 230 px.
    expect(box('basketball', 'shorts', 'team')).toBeCloseTo((90 * 1309) / 512, 6);
  });

  it('keep the shirt slots at their pixel boxes', () => {
    for (const game of ['eafc', 'fm', 'basketball']) expect(box(game, 'shirt', 'team'), game).toBe(150);
  });
});
