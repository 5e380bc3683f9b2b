/**
 * Incremental composition of one area (see area-compositor.ts): while one layer is edited, the
 * composite of the layers below it is cached, and the Normal-blended layers above it are
 * pre-composed (premultiplied source-over is associative). An edit then costs one pass, whatever
 * the depth: the edited layer over `below`, merged with any layers that must stay live, ending
 * with `above` laid over the result (a separate `over` pass only when the pass has no sampler left).
 */
import * as THREE from 'three';
import type { PassOutput, PassStep } from './program.ts';
import { groupSteps, SAMPLER_BUDGET, samplers } from './grouping.ts';
import { runChain, type ChainPass, type LocalPass, type RectCopy } from './chain.ts';
import { createTarget, solidTexture } from './targets.ts';
import { drawPass, passMaterial } from './gl/fullscreen.ts';
import { isNormalBlend, type CommonLayer } from './layer-common.ts';
import type { PixelRect } from './dirty-rect.ts';
import overFrag from '../../shaders/passes/over.frag';

/** How the area draws, as the edit caches need it. */
export interface AreaPasses {
  renderer: THREE.WebGLRenderer;
  mergeLimit: number;
  /** The merged passes drawing these layers over a whole target. */
  passesFor(layers: readonly CommonLayer[]): (ChainPass | LocalPass)[];
  step(layer: CommonLayer, output: PassOutput): PassStep | null;
  draw(
    steps: readonly PassStep[],
    output: PassOutput,
    below: THREE.Texture,
    target: THREE.WebGLRenderTarget,
    scissor: PixelRect | null,
    above: THREE.Texture | null,
  ): void;
  copyRect: RectCopy;
}

interface FocusCache {
  uuid: string;
  /** Index in the drawable list of the edited layer, and of the first pre-composed layer above. */
  index: number;
  aboveStart: number;
  below: THREE.Texture;
  keys: string[];
}

const TRANSPARENT = solidTexture([0, 0, 0, 0]);
const keyOf = (layer: CommonLayer): string => JSON.stringify(layer);

export class EditFocus {
  private readonly below: THREE.WebGLRenderTarget;
  private readonly above: THREE.WebGLRenderTarget;
  private readonly overMaterial = passMaterial(overFrag, {
    uBelow: { value: null },
    uAbove: { value: null },
  });
  private focus: FocusCache | null = null;

  /** @param work the area's scratch target, shared with its full renders */
  constructor(
    width: number,
    height: number,
    private readonly passes: AreaPasses,
    private readonly work: THREE.WebGLRenderTarget,
  ) {
    this.below = createTarget({ width, height, format: 'rgba8' });
    this.above = createTarget({ width, height, format: 'rgba8' });
  }

  /** Forgets the caches: the stack was drawn another way, or its pixels are gone. */
  reset(): void {
    this.focus = null;
  }

  /**
   * Draws an edit of drawable[index] into `albedo`, which already holds the stack as it was.
   * Outside `scissor` the albedo already holds the result: the edit changes nothing there, and
   * every pass reads its inputs at its own texel only, so the scratch target needs nothing there.
   */
  render(
    drawable: readonly CommonLayer[],
    index: number,
    uuid: string,
    albedo: THREE.WebGLRenderTarget,
    scissor: PixelRect | null,
  ): void {
    if (this.focus?.uuid !== uuid || !this.stillValid(drawable)) this.build(drawable, index, uuid);
    const focus = this.focus!;
    const { passes: area } = this;
    const live = drawable.slice(focus.index, focus.aboveStart).flatMap((l) => area.step(l, 'albedo') ?? []);
    const groups = groupSteps(live, area.mergeLimit);
    const hasAbove = focus.aboveStart < drawable.length;
    // The stack above is laid over in the last live pass when that pass has a sampler to spare.
    const last = groups[groups.length - 1];
    const folded =
      hasAbove && last !== undefined && last.reduce((n, s) => n + samplers(s), 1) <= SAMPLER_BUDGET;
    const passes: ChainPass[] = groups.map((group, i) => (input, output) => {
      const above = folded && i === groups.length - 1 ? this.above.texture : null;
      area.draw(group, 'albedo', input, output, scissor, above);
    });
    if (hasAbove && !folded) {
      passes.push((input, output) => {
        this.overMaterial.uniforms.uBelow!.value = input;
        this.overMaterial.uniforms.uAbove!.value = this.above.texture;
        drawPass(area.renderer, this.overMaterial, output, scissor);
      });
    }
    runChain(passes, focus.below, albedo, this.work);
  }

  targets(): THREE.WebGLRenderTarget[] {
    return [this.below, this.above];
  }

  dispose(): void {
    this.below.dispose();
    this.above.dispose();
    this.overMaterial.dispose();
  }

  /**
   * Caches for editing drawable[index]: the composite below it, and the pre-composed stack above
   * the last layer that must stay live (non-Normal blends, or layers masked by the edited one).
   */
  private build(drawable: readonly CommonLayer[], index: number, uuid: string): void {
    const edited = drawable[index]!;
    let aboveStart = drawable.length;
    while (aboveStart > index + 1) {
      const layer = drawable[aboveStart - 1]!;
      const dependsOnEdited = edited.uuid !== undefined && layer.mask === edited.uuid;
      if (!isNormalBlend(layer) || dependsOnEdited) break;
      aboveStart--;
    }
    const { passes: area } = this;
    const belowPasses = area.passesFor(drawable.slice(0, index));
    const below = belowPasses.length
      ? runChain(belowPasses, TRANSPARENT, this.below, this.work, area.copyRect)
      : TRANSPARENT;
    const abovePasses = area.passesFor(drawable.slice(aboveStart));
    if (abovePasses.length) runChain(abovePasses, TRANSPARENT, this.above, this.work, area.copyRect);
    this.focus = { uuid, index, aboveStart, below, keys: drawable.map(keyOf) };
  }

  /** The caches hold as long as every layer other than the edited one is unchanged. */
  private stillValid(drawable: readonly CommonLayer[]): boolean {
    const focus = this.focus;
    if (!focus || drawable.length !== focus.keys.length) return false;
    return drawable.every((l, i) => i === focus.index || keyOf(l) === focus.keys[i]);
  }
}
