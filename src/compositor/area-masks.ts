/**
 * An area's masks: one R8 coverage target per layer used as a mask, redrawn only when that
 * layer's data changes. Users and mask layers are looked up inside composed groups too: a child
 * may use a mask or serve as one.
 */
import * as THREE from 'three';
import { createTarget } from './targets.ts';
import type { CommonLayer } from './layer-common.ts';
import { maskCoverageLayer, withGroupChildren } from './layers/group.ts';

const keyOf = (layer: CommonLayer): string => JSON.stringify(layer);

export class AreaMasks {
  private readonly masks = new Map<string, { key: string; target: THREE.WebGLRenderTarget }>();
  /** Masks a group's composition redrew since the last update: that update reports them as changed. */
  private readonly redrawnForGroups = new Set<string>();

  /**
   * @param drawCoverage draws a layer's coverage (null: nothing, which masks everything out) into
   *   a mask target
   */
  constructor(
    private readonly width: number,
    private readonly height: number,
    private readonly drawCoverage: (layer: CommonLayer | null, target: THREE.WebGLRenderTarget) => void,
  ) {}

  /** The coverage of mask layer `uuid`, or null when no drawn layer uses it yet. */
  texture(uuid: string): THREE.Texture | null {
    return this.masks.get(uuid)?.target.texture ?? null;
  }

  /**
   * Re-renders the coverage of every layer used as a mask whose data changed; returns their uuids,
   * with those a group's composition redrew since the last update.
   */
  update(layers: readonly CommonLayer[]): Set<string> {
    const all = withGroupChildren(layers);
    const used = new Set(all.flatMap((l) => (l.disabled !== true && l.mask ? [l.mask] : [])));
    const changed = new Set([...this.redrawnForGroups].filter((uuid) => used.has(uuid)));
    this.redrawnForGroups.clear();
    for (const [uuid, mask] of this.masks) {
      if (!used.has(uuid)) {
        mask.target.dispose();
        this.masks.delete(uuid);
      }
    }
    for (const uuid of used) if (this.refresh(uuid, all)) changed.add(uuid);
    return changed;
  }

  /**
   * Brings up to date the masks a group's children use (a group composes before the area's render
   * updates its masks); the next update() reports those it redrew.
   */
  updateForGroup(layers: readonly CommonLayer[]): void {
    for (const uuid of new Set(layers.flatMap((l) => (l.disabled !== true && l.mask ? [l.mask] : []))))
      if (this.refresh(uuid, layers)) this.redrawnForGroups.add(uuid);
  }

  /** Forgets what each mask was drawn from (after a context loss): the next update redraws them. */
  invalidate(): void {
    for (const mask of this.masks.values()) mask.key = '';
  }

  targets(): THREE.WebGLRenderTarget[] {
    return [...this.masks.values()].map((m) => m.target);
  }

  dispose(): void {
    for (const m of this.masks.values()) m.target.dispose();
    this.masks.clear();
  }

  /** Draws the coverage of mask layer `uuid`, found among `layers`, unless it is up to date. */
  private refresh(uuid: string, layers: readonly CommonLayer[]): boolean {
    const found = layers.find((l) => l.uuid === uuid);
    const layer = found ? maskCoverageLayer(found) : null;
    const key = layer ? keyOf(layer) : 'missing';
    let mask = this.masks.get(uuid);
    if (mask && mask.key === key) return false;
    if (!mask) {
      mask = { key, target: createTarget({ width: this.width, height: this.height, format: 'r8' }) };
      this.masks.set(uuid, mask);
    }
    mask.key = key;
    this.drawCoverage(layer, mask.target);
    return true;
  }
}
