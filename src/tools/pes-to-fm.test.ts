import { describe, expect, it } from 'vitest';
import { gameLayout } from '../games/index.ts';
import { pesToFmRegions } from './pes-to-fm.ts';

describe('pesToFmRegions', () => {
  it('fills every fm region from the pes region of the same name, over its painted rectangle', () => {
    const plan = pesToFmRegions();
    // A region renamed or added in one layout only would leave part of the FM kit unpainted.
    expect(plan.map((p) => p.region)).toEqual(gameLayout('fm').areas.shirt!.regions.map((r) => r.name));
    for (const { region, pes, fm, painted } of plan) {
      expect(pes, region).toEqual(
        gameLayout('pes').areas.shirt!.regions.find((r) => r.name === region)!.rect,
      );
      // The painted rectangle holds the region: the edge runs on outward, never over it.
      expect(painted.x <= fm.x && painted.y <= fm.y, region).toBe(true);
      expect(painted.x + painted.w >= fm.x + fm.w && painted.y + painted.h >= fm.y + fm.h, region).toBe(true);
    }
    // The bodies are shaped in PES: their design stops at the neckline and shoulders, whose top
    // edge the transfer runs the design up from. The other regions are whole rectangles.
    const front = plan.find((p) => p.region === 'front')!;
    expect(front.outlineTop).toEqual([
      [0, 160],
      [132, 72],
      [264, 30],
      [384, 90],
      [504, 30],
      [636, 72],
      [768, 160],
    ]);
    expect(plan.filter((p) => p.outlineTop).map((p) => p.region)).toEqual(['front', 'back']);
  });
});
