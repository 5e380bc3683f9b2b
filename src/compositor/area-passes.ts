/**
 * How an area draws a run of layer steps: merged passes (grouping.ts), each either drawn over the
 * whole target or, when its layers draw on a small part of the area only (their footprints), run
 * in place on those rectangles (chain.ts).
 */
import * as THREE from 'three';
import type { PassStep } from './program.ts';
import { groupSteps } from './grouping.ts';
import type { ChainPass, LocalPass, RectCopy } from './chain.ts';
import { disjointRects, footprintPixels, type PixelRect } from './dirty-rect.ts';
import { onlyCompiling } from './gl/fullscreen.ts';

/**
 * A pass whose layers' footprints cover at most this share of the target runs in place on them
 * (chain.ts): copying a rectangle costs far less than shading it, so even half the target pays.
 */
const LOCAL_SHARE = 0.5;

/** The target an area draws into: its size, the area's size at scale 1, and the part shown. */
export interface PassTarget {
  width: number;
  height: number;
  areaSize: readonly [number, number];
  uvRect: readonly [number, number, number, number];
}

/** The merged passes drawing `steps`; `draw` draws one pass's steps (scissored when given). */
export function mergedPasses(
  steps: readonly PassStep[],
  target: PassTarget,
  mergeLimit: number,
  draw: (
    steps: readonly PassStep[],
    input: THREE.Texture,
    output: THREE.WebGLRenderTarget,
    scissor: PixelRect | null,
  ) => void,
): (ChainPass | LocalPass)[] {
  const whole = target.width * target.height;
  const footprintRect = (step: PassStep): PixelRect | null =>
    footprintPixels(
      step.host.uFootprint as number[],
      target.areaSize,
      target.uvRect,
      target.width,
      target.height,
    );
  const localRect = (step: PassStep) => {
    const rect = footprintRect(step);
    return rect && rect.width * rect.height <= LOCAL_SHARE * whole ? rect : null;
  };
  // The disjoint rectangles a pass can change, when they cover at most LOCAL_SHARE of the
  // target; null for a pass drawn whole.
  const localRects = (group: readonly PassStep[]): PixelRect[] | null => {
    const rects = disjointRects(group.flatMap((s) => footprintRect(s) ?? []));
    const covered = rects.reduce((sum, r) => sum + r.width * r.height, 0);
    return covered <= LOCAL_SHARE * whole ? rects : null;
  };
  return groupSteps(steps, mergeLimit, localRect).map((group): ChainPass | LocalPass => {
    const pass = (input: THREE.Texture, output: THREE.WebGLRenderTarget, scissor: PixelRect | null = null) =>
      draw(group, input, output, scissor);
    const rects = localRects(group);
    return rects ? { rects, draw: pass } : pass;
  });
}

/** Copies a rectangle between two targets of one renderer (a local pass's input). */
export function rectCopier(renderer: THREE.WebGLRenderer): RectCopy {
  const box = new THREE.Box2();
  const at = new THREE.Vector2();
  return (from, to, rect) => {
    if (onlyCompiling()) return;
    box.min.set(rect.x, rect.y);
    box.max.set(rect.x + rect.width, rect.y + rect.height);
    at.set(rect.x, rect.y);
    // The other target of a chain may not have been drawn into yet: give it storage first.
    renderer.initRenderTarget(to);
    renderer.copyTextureToTexture(from.texture, to.texture, box, at);
  };
}
