import { describe, expect, it } from 'vitest';
import type * as THREE from 'three';
import { runChain, type ChainPass, type LocalPass } from './chain.ts';
import { disjointRects, type PixelRect } from './dirty-rect.ts';
import { groupSteps } from './grouping.ts';
import type { PassStep } from './program.ts';

/**
 * A CPU model of the targets: each holds a row of "texels" (strings). A whole pass appends its
 * name to every texel of its input; a local pass only to the texels of its rectangles (x range).
 */
interface FakeTarget {
  name: string;
  texels: string[];
  texture: { of: FakeTarget | 'input' };
}
const WIDTH = 8;
const target = (name: string): FakeTarget => {
  const t = { name, texels: Array<string>(WIDTH).fill('?') } as FakeTarget;
  t.texture = { of: t };
  return t;
};
const INPUT = { of: 'input' as const };
const read = (input: { of: FakeTarget | 'input' }, x: number) =>
  input.of === 'input' ? '' : input.of.texels[x]!;
const rect = (x: number, width: number): PixelRect => ({ x, y: 0, width, height: 1 });

function whole(name: string, log: string[]): ChainPass {
  return (input, output) => {
    const out = output as unknown as FakeTarget;
    log.push(`${name}->${out.name}`);
    out.texels = out.texels.map((_, x) => read(input as never, x) + name);
  };
}

function local(name: string, rects: PixelRect[], log: string[]): LocalPass {
  return {
    rects,
    draw(input, output, scissor) {
      const out = output as unknown as FakeTarget;
      log.push(`${name}->${out.name}${scissor ? `@${scissor.x}` : ''}`);
      for (let x = 0; x < WIDTH; x++) {
        const inside = scissor === null || (x >= scissor.x && x < scissor.x + scissor.width);
        if (!inside) continue;
        // A local pass changes only its rectangles; elsewhere it writes its input unchanged.
        const changes = rects.some((r) => x >= r.x && x < r.x + r.width);
        out.texels[x] = read(input as never, x) + (changes ? name : '');
      }
    },
  };
}

const copy = (from: THREE.WebGLRenderTarget, to: THREE.WebGLRenderTarget, r: PixelRect) => {
  const a = from as unknown as FakeTarget;
  const b = to as unknown as FakeTarget;
  for (let x = r.x; x < r.x + r.width; x++) b.texels[x] = a.texels[x]!;
};

function run(passes: (ChainPass | LocalPass)[]) {
  const final = target('final');
  const scratch = target('scratch');
  const result = runChain(
    passes,
    INPUT as never,
    final as unknown as THREE.WebGLRenderTarget,
    scratch as unknown as THREE.WebGLRenderTarget,
    copy,
  );
  return { final, result: result as unknown as { of: FakeTarget } };
}

describe('a chain with local passes', () => {
  it('runs local passes in place and ends in the final target with every pass applied in order', () => {
    const log: string[] = [];
    const { final, result } = run([
      whole('A', log),
      local('b', [rect(1, 2)], log),
      whole('C', log),
      local('d', [rect(0, 1), rect(5, 2)], log),
    ]);
    expect(result.of).toBe(final);
    expect(final.texels).toEqual(['ACd', 'AbC', 'AbC', 'AC', 'AC', 'ACd', 'ACd', 'AC']);
    // Two whole passes: the first writes scratch, the second final; local passes draw per rectangle.
    expect(log).toEqual(['A->scratch', 'b->scratch@1', 'C->final', 'd->final@0', 'd->final@5']);
  });

  it('draws a local first pass whole, since its input may be a constant', () => {
    const log: string[] = [];
    const { final } = run([local('a', [rect(2, 1)], log), local('b', [rect(3, 1)], log)]);
    expect(final.texels).toEqual(['', '', 'a', 'b', '', '', '', '']);
    expect(log).toEqual(['a->final', 'b->final@3']);
  });
});

describe('grouping by footprint', () => {
  const step = (kind: string): PassStep => ({
    pass: { kind, fragment: '', defines: () => ({}), uniforms: () => ({}), cost: 'cheap' },
    defines: {},
    uniforms: {},
    host: {},
    blend: 'blendNormal',
    mask: null,
  });

  it('never merges local and whole-target layers, nor local layers far apart', () => {
    const steps = ['base', 'front-number', 'front-name', 'back-number', 'stripes'].map(step);
    const rects: Record<string, PixelRect | null> = {
      base: null,
      'front-number': { x: 10, y: 10, width: 10, height: 10 },
      'front-name': { x: 15, y: 20, width: 10, height: 5 },
      'back-number': { x: 100, y: 10, width: 10, height: 10 },
      stripes: null,
    };
    const groups = groupSteps(steps, 10, (s) => rects[s.pass.kind]!);
    expect(groups.map((g) => g.map((s) => s.pass.kind))).toEqual([
      ['base'],
      ['front-number', 'front-name'],
      ['back-number'],
      ['stripes'],
    ]);
  });

  it('merges touching rectangles into disjoint ones', () => {
    const merged = disjointRects([
      { x: 0, y: 0, width: 4, height: 4 },
      { x: 10, y: 0, width: 2, height: 2 },
      { x: 4, y: 2, width: 2, height: 4 },
    ]);
    expect(merged).toEqual([
      { x: 0, y: 0, width: 6, height: 6 },
      { x: 10, y: 0, width: 2, height: 2 },
    ]);
  });
});
