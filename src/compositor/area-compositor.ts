/**
 * One texture area (shirt, shorts, socks, armband): its layer stack in, albedo / ORM / normal
 * textures out, on the GPU only.
 *
 * Incremental composition: when one layer changes (a slider drag), the composite of the layers
 * below it is cached in `below`, and the Normal-blended layers above it are pre-composed into
 * `above` (premultiplied source-over is associative). An edit then costs one pass, whatever the
 * depth: the edited layer over `below`, merged with any layers that must stay live, ending with
 * `above` laid over the result (a separate `over` pass only when the pass has no sampler left).
 * Those passes, and the ORM and normal maps' when they must follow, are scissored to the edit's
 * dirty rectangle (dirty-rect.ts): the regions the layer was and is shown on.
 * Any other change (load, reorder, add, remove) recomposites the stack in merged passes.
 */
import * as THREE from 'three';
import type { AreaId, AreaLayout } from '../games/index.ts';
import { DETAIL_MAP_FACTOR } from '../games/index.ts';
import type { LayerData, PassContext } from './layers/contract.ts';
import { layerPass } from './layers/registry.ts';
import { compilePasses, drawPass, onlyCompiling, passCounter, passMaterial } from './gl/fullscreen.ts';
import { buildPanelMap, type PanelMap } from './panel-map.ts';
import { PassPrograms, type PassOutput, type PassStep } from './program.ts';
import { groupSteps, MERGE_LIMIT, SAMPLER_BUDGET, samplers } from './grouping.ts';
import { runChain, type ChainPass, type LocalPass } from './chain.ts';
import { createTarget, solidTexture, targetBytes } from './targets.ts';
import { MipmapScheduler } from './gl/mipmaps.ts';
import { isNormalBlend, type CommonLayer } from './layer-common.ts';
import { layerStep } from './layer-steps.ts';
import { composedGroups, maskCoverageLayer, withGroupChildren } from './layers/group.ts';
import { LayerTextures } from './layer-textures.ts';
import { AreaDetailMaps } from './area-detail.ts';
import {
  disjointRects,
  footprintPixels,
  layerFootprint,
  pixelRect,
  unionRect,
  type AreaRect,
  type PixelRect,
} from './dirty-rect.ts';
import overFrag from '../../shaders/passes/over.frag';

export interface AreaCompositorOptions {
  renderer: THREE.WebGLRenderer;
  programs: PassPrograms;
  layout: AreaLayout;
  game: string;
  /** Texture scale 0.25, 0.5, 1 or 2. */
  scale: number;
  hasRoughness: boolean;
  /**
   * The garments whose stacks this area's texture carries (games/garments.ts), its own first.
   * Default: its own only.
   */
  garments?: readonly AreaId[];
  loadTexture(url: string): Promise<THREE.Texture>;
  /** Layers per merged pass; 1 turns merging off (the bench compares both). */
  mergeLimit?: number;
  /**
   * Renders only part of the area (uv offset and size, v up) at an explicit size: pixel tests
   * draw one region into a 32x32 target this way. Default: the whole area at its scaled size.
   */
  /** Rebuilds mip chains once edits settle; shared by a kit's areas. Default: one of its own. */
  mipmaps?: MipmapScheduler;
  /** Scissors an edit's passes to its dirty rectangle (default true; tests compare both). */
  dirtyRects?: boolean;
  /**
   * Evaluates each layer only inside its footprint, and small ones in place (default true; tests
   * compare both: the pixels must not change).
   */
  footprints?: boolean;
  viewport?: { uvRect: readonly [number, number, number, number]; width: number; height: number };
  /** The area's panel map, owned by the caller (shared by an editor's compositors); default: its own. */
  panel?: PanelMap;
}

/** Kit-level values the ORM and normal maps need besides the layers. */
export interface AreaKitValues {
  shininess: number;
  metalness: number;
  hideTemplateDetails: boolean;
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
const FULL_AREA = [0, 0, 1, 1] as const;
/**
 * A pass whose layers' footprints cover at most this share of the target runs in place on them
 * (chain.ts): copying a rectangle costs far less than shading it, so even half the target pays.
 */
const LOCAL_SHARE = 0.5;

const keyOf = (layer: LayerData): string => JSON.stringify(layer);

export class AreaCompositor {
  readonly albedo: THREE.WebGLRenderTarget;
  readonly detail: AreaDetailMaps;
  readonly panel: PanelMap;
  /** The garments whose stacks this texture carries (see AreaCompositorOptions.garments). */
  readonly garments: readonly AreaId[];
  /**
   * Passes drawn by the last render() call, the albedo scissor of the last edit (null: the whole
   * target) and totals, for tests and the bench.
   */
  readonly stats = { lastPasses: 0, fullRenders: 0, edits: 0, lastScissor: null as PixelRect | null };

  private readonly work: THREE.WebGLRenderTarget;
  private readonly below: THREE.WebGLRenderTarget;
  private readonly above: THREE.WebGLRenderTarget;
  private readonly masks = new Map<string, { key: string; target: THREE.WebGLRenderTarget }>();
  /** Masks composeLayers redrew since the last render: that render reports them as changed. */
  private readonly masksRedrawn = new Set<string>();
  /** Composites of groups that blend as a whole (layers/group.ts), by group id. */
  private readonly groups = new Map<string, THREE.WebGLRenderTarget>();
  private readonly textures: LayerTextures;
  private readonly overMaterial = passMaterial(overFrag, {
    uBelow: { value: null },
    uAbove: { value: null },
  });
  private readonly ctx: PassContext;
  private readonly garmentContexts = new Map<AreaId, PassContext>();
  private readonly mergeLimit: number;
  private readonly mipmaps: MipmapScheduler;
  private readonly uvRect: readonly [number, number, number, number];
  private keys: string[] = [];
  private uuids: string[] = [];
  /** The layers of the last render, for the old footprint of an edited layer. */
  private layers: CommonLayer[] = [];
  private focus: FocusCache | null = null;
  private readonly copyBox = new THREE.Box2();
  private readonly copyAt = new THREE.Vector2();
  private kitValues: AreaKitValues = { shininess: 0, metalness: 0, hideTemplateDetails: false };

  constructor(private readonly options: AreaCompositorOptions) {
    const { layout, scale, viewport } = options;
    const width = viewport?.width ?? Math.max(1, Math.round(layout.width * scale));
    const height = viewport?.height ?? Math.max(1, Math.round(layout.height * scale));
    this.uvRect = viewport?.uvRect ?? FULL_AREA;
    this.garments = options.garments ?? [layout.area];
    this.panel = options.panel ?? buildPanelMap(layout);
    this.albedo = createTarget({ width, height, format: 'rgba8', mipmaps: true });
    this.work = createTarget({ width, height, format: 'rgba8' });
    this.below = createTarget({ width, height, format: 'rgba8' });
    this.above = createTarget({ width, height, format: 'rgba8' });
    this.mergeLimit = options.mergeLimit ?? MERGE_LIMIT;
    this.ctx = {
      renderer: options.renderer,
      game: options.game,
      area: layout.area,
      scale,
      loadTexture: options.loadTexture,
      composeLayers: (layers, id) => this.composeLayers(layers as readonly CommonLayer[], id),
    };
    this.textures = new LayerTextures((layer) => this.ctxOf(layer));
    this.mipmaps = options.mipmaps ?? new MipmapScheduler(options.renderer);
    this.detail = new AreaDetailMaps({
      renderer: options.renderer,
      programs: options.programs,
      panel: this.panel,
      width: Math.max(1, Math.round(width * DETAIL_MAP_FACTOR)),
      height: Math.max(1, Math.round(height * DETAIL_MAP_FACTOR)),
      hasRoughness: options.hasRoughness,
      uvRect: this.uvRect,
      mipmaps: this.mipmaps,
      step: (layer, output) => this.step(layer, output),
    });
  }

  get width(): number {
    return this.albedo.width;
  }
  get height(): number {
    return this.albedo.height;
  }

  /** Loads what the layers' kinds need, then renders. Resolves when the textures hold the result. */
  async update(layers: readonly LayerData[], kit?: Partial<AreaKitValues>): Promise<void> {
    const loading = this.textures.prepare(composedGroups(layers as readonly CommonLayer[]));
    // Nothing drawn yet (a new kit, a new texture scale, a restored context): the whole stack will
    // be drawn, so its programs compile while its images load.
    const compiled = this.uuids.length === 0 ? this.compileFor(layers, kit) : null;
    await Promise.all([loading, compiled]);
    this.render(layers, kit);
  }

  /**
   * Starts compiling every program render(layers) will draw with, and resolves once they are
   * ready: render() runs with its passes only compiling (gl/fullscreen.ts compilePasses), then
   * this area forgets it ran. A layer whose images are still loading has the same program (its
   * kind names its texture uniforms without them), so the real render finds them compiled.
   */
  private compileFor(layers: readonly LayerData[], kit?: Partial<AreaKitValues>): Promise<void> {
    const stats = { ...this.stats };
    const detailStats = { ...this.detail.stats };
    const kitValues = this.kitValues;
    const compiled = compilePasses(() => this.render(layers, kit));
    Object.assign(this.stats, stats);
    Object.assign(this.detail.stats, detailStats);
    this.kitValues = kitValues;
    this.keys = [];
    this.uuids = [];
    this.layers = [];
    this.focus = null;
    for (const mask of this.masks.values()) mask.key = '';
    this.detail.invalidate();
    return compiled;
  }

  /** Renders with whatever textures are loaded (layers still loading are skipped). */
  render(input: readonly LayerData[], kit: Partial<AreaKitValues> = {}): void {
    const layers = composedGroups(input as readonly CommonLayer[]);
    for (const [id, target] of this.groups) {
      if (layers.some((l) => l.n === 'group' && l.uuid === id)) continue;
      target.dispose();
      this.groups.delete(id);
    }
    const keys = layers.map(keyOf);
    const uuids = layers.map((l, i) => l.uuid ?? `#${i}`);
    const nextKit = { ...this.kitValues, ...kit };
    const kitChanged = JSON.stringify(nextKit) !== JSON.stringify(this.kitValues);
    this.kitValues = nextKit;
    const sameStack = uuids.length === this.uuids.length && uuids.every((u, i) => u === this.uuids[i]);
    const changed = sameStack ? keys.flatMap((k, i) => (k === this.keys[i] ? [] : [i])) : null;
    if (changed && changed.length === 0 && !kitChanged) return;

    const counter = passCounterStart();
    const changedMasks = this.updateMasks(layers);
    const drawable = layers.filter((l) => l.disabled !== true && layerPass(l.n));
    const single = changed?.length === 1 ? layers[changed[0]!] : undefined;
    const index = single ? drawable.indexOf(single) : -1;
    const maskedBelow =
      index >= 0 && drawable.slice(0, index).some((l) => l.mask && changedMasks.has(l.mask));
    const dirty = single ? this.dirtyRect(this.layers[changed![0]!]!, single) : null;
    if (index >= 0 && !maskedBelow) {
      const uuid = uuids[layers.indexOf(single!)]!;
      if (this.focus?.uuid !== uuid || !this.focusStillValid(drawable))
        this.buildFocus(drawable, index, uuid);
      const scissor = dirty && pixelRect(dirty, this.uvRect, this.width, this.height);
      this.renderEdit(drawable, scissor);
      this.stats.lastScissor = scissor;
      this.stats.edits++;
      this.mipmaps.touched(this.albedo);
    } else if (changed === null || changed.length > 0 || changedMasks.size > 0) {
      this.renderAll(drawable);
      this.stats.fullRenders++;
      this.mipmaps.touched(this.albedo);
    }
    const touched = changed === null ? null : changed.map((i) => layers[i]!);
    this.detail.render(layers, this.kitValues, {
      touched,
      changedMasks,
      kitChanged,
      dirty: changedMasks.size === 0 && !kitChanged ? dirty : null,
    });
    this.keys = keys;
    this.layers = layers;
    this.uuids = uuids;
    this.stats.lastPasses = counter();
  }

  /** Forgets every cached pixel (after a context loss): the next render draws everything. */
  invalidate(): void {
    this.keys = [];
    this.uuids = [];
    this.layers = [];
    this.focus = null;
    this.mipmaps.reset();
    for (const mask of this.masks.values()) mask.key = '';
    // Group composites live in render targets: recompose them from their children.
    this.textures.forgetDrawn();
    this.detail.invalidate();
  }

  /** Bytes of every render target this area holds. */
  gpuBytes(): number {
    const targets = [
      this.albedo,
      this.work,
      this.below,
      this.above,
      ...[...this.masks.values()].map((m) => m.target),
      ...this.groups.values(),
    ];
    return targets.reduce((sum, t) => sum + targetBytes(t), 0) + this.detail.gpuBytes();
  }

  dispose(): void {
    for (const t of [this.albedo, this.work, this.below, this.above]) t.dispose();
    for (const m of this.masks.values()) m.target.dispose();
    this.masks.clear();
    for (const t of this.groups.values()) t.dispose();
    this.groups.clear();
    this.detail.dispose();
    if (!this.options.mipmaps) this.mipmaps.dispose();
    this.overMaterial.dispose();
    if (!this.options.panel) this.panel.texture.dispose();
  }

  // --- picking (src/compositor/picking.ts) ------------------------------------------------------

  /** A layer's coverage step without its mask: picking combines mask coverage itself. */
  coverageStep(layer: CommonLayer): PassStep | null {
    return this.step({ ...layer, mask: null, disabled: false }, 'coverage');
  }

  /** Draws the coverage of `steps` over the part `uvRect` of the area into `target`. */
  drawCoverage(
    steps: readonly PassStep[],
    uvRect: readonly [number, number, number, number],
    target: THREE.WebGLRenderTarget,
  ): void {
    const material = this.options.programs.material(steps, 'coverage', TRANSPARENT, this.panel, uvRect);
    drawPass(this.options.renderer, material, target);
  }

  // --- steps and masks -------------------------------------------------------------------------

  /**
   * What a layer's kind is told about where it draws: a shorts or socks layer on a single-canvas
   * game's shirt canvas (kit-areas.ts) is drawn as its own garment's (placements, logo spots,
   * template images), on this canvas's regions.
   */
  private ctxOf(layer: CommonLayer): PassContext {
    const garment = layer.garment;
    if (!garment || garment === this.ctx.area) return this.ctx;
    let ctx = this.garmentContexts.get(garment);
    if (!ctx) {
      ctx = { ...this.ctx, area: garment };
      this.garmentContexts.set(garment, ctx);
    }
    return ctx;
  }

  private step(layer: CommonLayer, output: PassOutput): PassStep | null {
    const mask = layer.mask ? (this.masks.get(layer.mask)?.target.texture ?? null) : null;
    const ctx = this.ctxOf(layer);
    return layerStep(layer, output, {
      ctx,
      area: ctx.area,
      textures: this.textures.get(layer),
      mask,
      wholeArea: this.options.footprints === false,
    });
  }

  /**
   * Re-renders the coverage of every layer used as a mask whose data changed; returns their uuids,
   * with those composeLayers redrew for a group since the last render. Users and mask layers are
   * looked up inside composed groups too: a child may use a mask or serve as one.
   */
  private updateMasks(layers: readonly CommonLayer[]): Set<string> {
    const all = withGroupChildren(layers);
    const used = new Set(all.flatMap((l) => (l.disabled !== true && l.mask ? [l.mask] : [])));
    const changed = new Set([...this.masksRedrawn].filter((uuid) => used.has(uuid)));
    this.masksRedrawn.clear();
    for (const [uuid, mask] of this.masks) {
      if (!used.has(uuid)) {
        mask.target.dispose();
        this.masks.delete(uuid);
      }
    }
    for (const uuid of used) if (this.refreshMask(uuid, all)) changed.add(uuid);
    return changed;
  }

  /** Draws the coverage of mask layer `uuid`, found among `layers`, unless it is up to date. */
  private refreshMask(uuid: string, layers: readonly CommonLayer[]): boolean {
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
    // A mask layer that is missing or draws nothing masks everything out.
    const step = layer ? this.step(layer, 'coverage') : null;
    this.draw(step ? [step] : [], 'coverage', TRANSPARENT, mask.target);
    return true;
  }

  // --- composition -----------------------------------------------------------------------------

  private draw(
    steps: readonly PassStep[],
    output: PassOutput,
    below: THREE.Texture,
    target: THREE.WebGLRenderTarget,
    scissor: PixelRect | null = null,
    above: THREE.Texture | null = null,
  ) {
    const material = this.options.programs.material(steps, output, below, this.panel, this.uvRect, above);
    drawPass(this.options.renderer, material, target, scissor);
  }

  /**
   * The merged passes drawing these layers over a whole target. A pass whose layers draw on a small
   * part of the area only (their footprints) is local: the chain runs it in place on those
   * rectangles (chain.ts).
   */
  private passesFor(layers: readonly CommonLayer[]): (ChainPass | LocalPass)[] {
    const steps = layers.flatMap((l) => this.step(l, 'albedo') ?? []);
    const target = this.width * this.height;
    const localRect = (step: PassStep) => {
      const rect = this.footprintRect(step);
      return rect && rect.width * rect.height <= LOCAL_SHARE * target ? rect : null;
    };
    return groupSteps(steps, this.mergeLimit, localRect).map((group): ChainPass | LocalPass => {
      const draw = (
        input: THREE.Texture,
        output: THREE.WebGLRenderTarget,
        scissor: PixelRect | null = null,
      ) => this.draw(group, 'albedo', input, output, scissor);
      const rects = this.localRects(group);
      return rects ? { rects, draw } : draw;
    });
  }

  /** The target pixels a step can change (its footprint), or null for none. */
  private footprintRect(step: PassStep): PixelRect | null {
    const areaSize = [this.options.layout.width, this.options.layout.height] as const;
    return footprintPixels(step.host.uFootprint as number[], areaSize, this.uvRect, this.width, this.height);
  }

  /**
   * The disjoint rectangles a pass of these steps can change, when they cover at most LOCAL_SHARE
   * of the target; null for a pass drawn whole.
   */
  private localRects(steps: readonly PassStep[]): PixelRect[] | null {
    const rects = disjointRects(steps.flatMap((s) => this.footprintRect(s) ?? []));
    const covered = rects.reduce((sum, r) => sum + r.width * r.height, 0);
    return covered <= LOCAL_SHARE * this.width * this.height ? rects : null;
  }

  private copyRect = (from: THREE.WebGLRenderTarget, to: THREE.WebGLRenderTarget, rect: PixelRect) => {
    if (onlyCompiling()) return;
    this.copyBox.min.set(rect.x, rect.y);
    this.copyBox.max.set(rect.x + rect.width, rect.y + rect.height);
    this.copyAt.set(rect.x, rect.y);
    // The other target of a chain may not have been drawn into yet: give it storage first.
    this.options.renderer.initRenderTarget(to);
    this.options.renderer.copyTextureToTexture(from.texture, to.texture, this.copyBox, this.copyAt);
  };

  /**
   * The part of the area an edit of one layer can change (its old and new footprints), or null
   * for "everything" (dirty rectangles off, or a layer shown on no region of this layout).
   */
  private dirtyRect(before: CommonLayer, after: CommonLayer): AreaRect | null {
    if (this.options.dirtyRects === false) return null;
    const layout = this.options.layout;
    return unionRect(layerFootprint(before, layout), layerFootprint(after, layout));
  }

  /**
   * Composes a group's children alone into the group's own target (see layers/group.ts). Disabled
   * layers are not drawn but serve as masks: the group passes along the mask layers its children
   * use, and those masks are brought up to date first, since this runs before render() does.
   */
  private async composeLayers(layers: readonly CommonLayer[], id: string): Promise<THREE.Texture> {
    await this.textures.prepare(layers);
    for (const uuid of new Set(layers.flatMap((l) => (l.disabled !== true && l.mask ? [l.mask] : []))))
      if (this.refreshMask(uuid, layers)) this.masksRedrawn.add(uuid);
    let target = this.groups.get(id);
    if (!target) {
      target = createTarget({ width: this.width, height: this.height, format: 'rgba8' });
      this.groups.set(id, target);
    }
    const passes = this.passesFor(layers.filter((l) => l.disabled !== true && layerPass(l.n)));
    if (passes.length === 0) passes.push((input, output) => this.draw([], 'albedo', input, output));
    runChain(passes, TRANSPARENT, target, this.work, this.copyRect);
    return target.texture;
  }

  private renderAll(drawable: readonly CommonLayer[]): void {
    this.focus = null;
    const passes = this.passesFor(drawable);
    if (passes.length === 0) passes.push((input, output) => this.draw([], 'albedo', input, output));
    runChain(passes, TRANSPARENT, this.albedo, this.work, this.copyRect);
  }

  /**
   * Caches for editing drawable[index]: the composite below it, and the pre-composed stack above
   * the last layer that must stay live (non-Normal blends, or layers masked by the edited one).
   */
  private buildFocus(drawable: readonly CommonLayer[], index: number, uuid: string): void {
    const edited = drawable[index]!;
    let aboveStart = drawable.length;
    while (aboveStart > index + 1) {
      const layer = drawable[aboveStart - 1]!;
      const dependsOnEdited = edited.uuid !== undefined && layer.mask === edited.uuid;
      if (!isNormalBlend(layer) || dependsOnEdited) break;
      aboveStart--;
    }
    const belowPasses = this.passesFor(drawable.slice(0, index));
    const below = belowPasses.length
      ? runChain(belowPasses, TRANSPARENT, this.below, this.work, this.copyRect)
      : TRANSPARENT;
    const abovePasses = this.passesFor(drawable.slice(aboveStart));
    if (abovePasses.length) runChain(abovePasses, TRANSPARENT, this.above, this.work, this.copyRect);
    this.focus = {
      uuid,
      index,
      aboveStart,
      below,
      keys: drawable.map(keyOf),
    };
  }

  /** The focus caches hold as long as every layer other than the edited one is unchanged. */
  private focusStillValid(drawable: readonly CommonLayer[]): boolean {
    const focus = this.focus;
    if (!focus || drawable.length !== focus.keys.length) return false;
    return drawable.every((l, i) => i === focus.index || keyOf(l) === focus.keys[i]);
  }

  /**
   * Outside `scissor` the albedo already holds the result: the edit changes nothing there, and
   * every pass reads its inputs at its own texel only, so the scratch target needs nothing there.
   */
  private renderEdit(drawable: readonly CommonLayer[], scissor: PixelRect | null): void {
    const focus = this.focus!;
    const live = drawable.slice(focus.index, focus.aboveStart).flatMap((l) => this.step(l, 'albedo') ?? []);
    const groups = groupSteps(live, this.mergeLimit);
    const hasAbove = focus.aboveStart < drawable.length;
    // The stack above is laid over in the last live pass when that pass has a sampler to spare.
    const last = groups[groups.length - 1];
    const folded =
      hasAbove && last !== undefined && last.reduce((n, s) => n + samplers(s), 1) <= SAMPLER_BUDGET;
    const passes: ChainPass[] = groups.map((group, i) => (input, output) => {
      const above = folded && i === groups.length - 1 ? this.above.texture : null;
      this.draw(group, 'albedo', input, output, scissor, above);
    });
    if (hasAbove && !folded) {
      passes.push((input, output) => {
        this.overMaterial.uniforms.uBelow!.value = input;
        this.overMaterial.uniforms.uAbove!.value = this.above.texture;
        drawPass(this.options.renderer, this.overMaterial, output, scissor);
      });
    }
    runChain(passes, focus.below, this.albedo, this.work);
  }
}

function passCounterStart(): () => number {
  const start = passCounter.passes;
  return () => passCounter.passes - start;
}
