/**
 * One texture area (shirt, shorts, socks, armband): its layer stack in, albedo / ORM / normal
 * textures out, on the GPU only.
 *
 * Incremental composition (area-edit.ts): when one layer changes (a slider drag), the layers
 * below and above it are cached, so an edit costs one pass whatever the depth. Those passes, and the ORM and normal maps' when they must follow, are scissored to the edit's
 * dirty rectangle (dirty-rect.ts): the regions the layer was and is shown on.
 * Any other change (load, reorder, add, remove) recomposites the stack in merged passes.
 */
import * as THREE from 'three';
import type { AreaId, AreaLayout } from '../games/index.ts';
import { DETAIL_MAP_FACTOR } from '../games/index.ts';
import type { LayerData, PassContext } from './layers/contract.ts';
import { layerPass } from './layers/registry.ts';
import { compilePasses, drawPass, passCounter } from './gl/fullscreen.ts';
import { buildPanelMap, type PanelMap } from './panel-map.ts';
import { PassPrograms, type PassOutput, type PassStep } from './program.ts';
import { MERGE_LIMIT } from './grouping.ts';
import { runChain, type ChainPass, type LocalPass, type RectCopy } from './chain.ts';
import { createTarget, solidTexture, targetBytes } from './targets.ts';
import { MipmapScheduler } from './gl/mipmaps.ts';
import type { CommonLayer } from './layer-common.ts';
import { layerStep } from './layer-steps.ts';
import { composedGroups } from './layers/group.ts';
import { LayerTextures } from './layer-textures.ts';
import { AreaDetailMaps, type AreaKitValues } from './area-detail.ts';
import { AreaMasks } from './area-masks.ts';
import { EditFocus } from './area-edit.ts';
import { mergedPasses, rectCopier } from './area-passes.ts';
import { layerFootprint, pixelRect, unionRect, type AreaRect, type PixelRect } from './dirty-rect.ts';

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

const TRANSPARENT = solidTexture([0, 0, 0, 0]);
const FULL_AREA = [0, 0, 1, 1] as const;
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
  private readonly edit: EditFocus;
  private readonly masks: AreaMasks;
  /** Composites of groups that blend as a whole (layers/group.ts), by group id. */
  private readonly groups = new Map<string, THREE.WebGLRenderTarget>();
  private readonly textures: LayerTextures;
  private readonly ctx: PassContext;
  private readonly garmentContexts = new Map<AreaId, PassContext>();
  private readonly mergeLimit: number;
  private readonly mipmaps: MipmapScheduler;
  private readonly uvRect: readonly [number, number, number, number];
  private keys: string[] = [];
  private uuids: string[] = [];
  /** The layers of the last render, for the old footprint of an edited layer. */
  private layers: CommonLayer[] = [];
  private readonly copyRect: RectCopy;
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
    this.mergeLimit = options.mergeLimit ?? MERGE_LIMIT;
    this.copyRect = rectCopier(options.renderer);
    this.masks = new AreaMasks(width, height, (layer, target) => {
      // A mask layer that is missing or draws nothing masks everything out.
      const step = layer ? this.step(layer, 'coverage') : null;
      this.draw(step ? [step] : [], 'coverage', TRANSPARENT, target);
    });
    this.edit = new EditFocus(
      width,
      height,
      {
        renderer: options.renderer,
        mergeLimit: this.mergeLimit,
        passesFor: (layers) => this.passesFor(layers),
        step: (layer, output) => this.step(layer, output),
        draw: (...args) => this.draw(...args),
        copyRect: this.copyRect,
      },
      this.work,
    );
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
    this.edit.reset();
    this.masks.invalidate();
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
    const changedMasks = this.masks.update(layers);
    const drawable = layers.filter((l) => l.disabled !== true && layerPass(l.n));
    const single = changed?.length === 1 ? layers[changed[0]!] : undefined;
    const index = single ? drawable.indexOf(single) : -1;
    const maskedBelow =
      index >= 0 && drawable.slice(0, index).some((l) => l.mask && changedMasks.has(l.mask));
    const dirty = single ? this.dirtyRect(this.layers[changed![0]!]!, single) : null;
    if (index >= 0 && !maskedBelow) {
      const uuid = uuids[layers.indexOf(single!)]!;
      const scissor = dirty && pixelRect(dirty, this.uvRect, this.width, this.height);
      this.edit.render(drawable, index, uuid, this.albedo, scissor);
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
    this.edit.reset();
    this.mipmaps.reset();
    this.masks.invalidate();
    // Group composites live in render targets: recompose them from their children.
    this.textures.forgetDrawn();
    this.detail.invalidate();
  }

  /** Bytes of every render target this area holds. */
  gpuBytes(): number {
    const targets = [
      this.albedo,
      this.work,
      ...this.edit.targets(),
      ...this.masks.targets(),
      ...this.groups.values(),
    ];
    return targets.reduce((sum, t) => sum + targetBytes(t), 0) + this.detail.gpuBytes();
  }

  dispose(): void {
    for (const t of [this.albedo, this.work]) t.dispose();
    this.edit.dispose();
    this.masks.dispose();
    for (const t of this.groups.values()) t.dispose();
    this.groups.clear();
    this.detail.dispose();
    if (!this.options.mipmaps) this.mipmaps.dispose();
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
    const mask = layer.mask ? this.masks.texture(layer.mask) : null;
    const ctx = this.ctxOf(layer);
    return layerStep(layer, output, {
      ctx,
      area: ctx.area,
      textures: this.textures.get(layer),
      mask,
      wholeArea: this.options.footprints === false,
    });
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

  /** The merged passes drawing these layers over a whole target (area-passes.ts). */
  private passesFor(layers: readonly CommonLayer[]): (ChainPass | LocalPass)[] {
    const steps = layers.flatMap((l) => this.step(l, 'albedo') ?? []);
    const { width, height, uvRect, options } = this;
    const target = {
      width,
      height,
      uvRect,
      areaSize: [options.layout.width, options.layout.height] as const,
    };
    return mergedPasses(steps, target, this.mergeLimit, (group, input, output, scissor) =>
      this.draw(group, 'albedo', input, output, scissor),
    );
  }

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
    this.masks.updateForGroup(layers);
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
    this.edit.reset();
    const passes = this.passesFor(drawable);
    if (passes.length === 0) passes.push((input, output) => this.draw([], 'albedo', input, output));
    runChain(passes, TRANSPARENT, this.albedo, this.work, this.copyRect);
  }
}

function passCounterStart(): () => number {
  const start = passCounter.passes;
  return () => passCounter.passes - start;
}
