/**
 * The ORM (occlusion, roughness, metalness) and normal maps of an area, at half the albedo scale.
 *
 * ORM: the kit's roughness/metalness as a constant, with layers that have their own shininess or
 * metalness source-over on top (their coverage, mask and opacity). Normals: each 3D-detail layer's
 * coverage is rendered at a quarter of the albedo scale, blurred, shaped and summed into a height
 * field; one Sobel pass turns that plus the template folds into the normal map. Each map is only
 * redrawn when something it depends on changed (a colour drag touches neither).
 */
import * as THREE from 'three';
import { MAX_REGIONS, regionDefines } from '../games/index.ts';
import { drawPass, passMaterial } from './gl/fullscreen.ts';
import type { PanelMap } from './panel-map.ts';
import type { PassOutput, PassPrograms, PassStep } from './program.ts';
import { runChain, type ChainPass } from './chain.ts';
import { growPixels, pixelRect, type AreaRect, type PixelRect } from './dirty-rect.ts';
import { createTarget, solidTexture, targetBytes } from './targets.ts';
import type { MipmapScheduler } from './gl/mipmaps.ts';
import { hasDetail3D, metalnessValue, roughnessFromShininess, type CommonLayer } from './layer-common.ts';
import type { AreaKitValues } from './area-compositor.ts';
import { matSurfaceLayer } from './layers/mat-surface.ts';
import prelude from '../../shaders/host/prelude.glsl';
import region from '../../shaders/host/region.glsl';
import blurFrag from '../../shaders/passes/detail-blur.frag';
import combineFrag from '../../shaders/passes/normal-combine.frag';

export interface AreaDetailOptions {
  renderer: THREE.WebGLRenderer;
  programs: PassPrograms;
  panel: PanelMap;
  /** Size of the ORM and normal maps (half the albedo). */
  width: number;
  height: number;
  hasRoughness: boolean;
  /** The part of the area the maps cover (see AreaCompositorOptions.viewport). */
  uvRect: readonly [number, number, number, number];
  mipmaps: MipmapScheduler;
  step(layer: CommonLayer, output: PassOutput): PassStep | null;
}

export interface DetailChange {
  /** Layers whose data changed, or null when the stack itself changed. */
  touched: readonly CommonLayer[] | null;
  changedMasks: ReadonlySet<string>;
  kitChanged: boolean;
  /**
   * When one layer changed: the area it can change (dirty-rect.ts). The maps are then redrawn
   * only there, provided the layers feeding them are the same as at their last full draw.
   */
  dirty?: AreaRect | null;
}

const TRANSPARENT = solidTexture([0, 0, 0, 0]);
/** Flat fold normals (#7f7fff): an area without a template layer has no folds. */
const NO_FOLDS = solidTexture([127, 127, 255, 255]);
const finite = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);

export class AreaDetailMaps {
  readonly orm: THREE.WebGLRenderTarget;
  readonly normal: THREE.WebGLRenderTarget;
  /** The scissor of each map's last redraw (null: the whole map), for tests. */
  readonly stats = { ormScissor: null as PixelRect | null, normalScissor: null as PixelRect | null };
  private readonly ormWork: THREE.WebGLRenderTarget;
  private readonly coverage: THREE.WebGLRenderTarget;
  private readonly blurred: THREE.WebGLRenderTarget;
  private readonly heights: [THREE.WebGLRenderTarget, THREE.WebGLRenderTarget];
  private readonly ormFill = solidTexture([255, 204, 0, 255]);
  private readonly blurH = passMaterial(blurFrag, blurUniforms());
  private readonly blurV = passMaterial('#define ACCUMULATE 1\n' + blurFrag, blurUniforms());
  private readonly combine: THREE.RawShaderMaterial;
  private ormKey = '';
  private normalKey = '';
  /** Which layers fed each map when it was last drawn (null: not drawn since the last invalidate). */
  private ormFeed: string | null = null;
  private normalFeed: string | null = null;

  constructor(private readonly options: AreaDetailOptions) {
    const { width, height } = options;
    const hw = Math.max(1, Math.round(width / 2));
    const hh = Math.max(1, Math.round(height / 2));
    this.orm = createTarget({ width, height, format: 'rgba8', mipmaps: true });
    this.ormWork = createTarget({ width, height, format: 'rgba8' });
    this.normal = createTarget({ width, height, format: 'rgba8', mipmaps: true });
    this.coverage = createTarget({ width: hw, height: hh, format: 'r8' });
    this.blurred = createTarget({ width: hw, height: hh, format: 'r16f' });
    this.heights = [
      createTarget({ width: hw, height: hh, format: 'r16f' }),
      createTarget({ width: hw, height: hh, format: 'r16f' }),
    ];
    this.blurH.name = 'detail: blur h';
    this.blurV.name = 'detail: blur v';
    this.combine = passMaterial(
      [`#define MAX_REGIONS ${MAX_REGIONS}`, regionDefines(), prelude, region, combineFrag].join('\n'),
      {
        uPanelMap: { value: options.panel.texture },
        uRegionRect: { value: options.panel.rects },
        uRegionExtra: { value: options.panel.extras },
        uAreaSize: { value: new THREE.Vector2(options.panel.layout.width, options.panel.layout.height) },
        uUvRect: { value: new THREE.Vector4(...options.uvRect) },
        uHeight: { value: null },
        uHeightTexel: { value: new THREE.Vector2(1 / hw, 1 / hh) },
        uTexelRegionPx: {
          value: new THREE.Vector2(
            (options.panel.layout.width * options.uvRect[2]) / hw,
            (options.panel.layout.height * options.uvRect[3]) / hh,
          ),
        },
        uFolds: { value: 1 },
        uFoldNormals: { value: NO_FOLDS },
      },
    );
  }

  render(layers: readonly CommonLayer[], kit: AreaKitValues, change: DetailChange): void {
    this.combine.name = 'detail: normal combine';
    // A material effect counts as custom shininess and 3D detail here (see layers/mat-surface.ts).
    const active = layers.filter((l) => l.disabled !== true).map(matSurfaceLayer);
    const maskKey = (l: CommonLayer) => (l.mask && change.changedMasks.has(l.mask) ? `~${l.mask}` : '');
    const ormLayers = this.options.hasRoughness ? active.filter((l) => l.hasCustomShininess === true) : [];
    const ormKey = JSON.stringify([kit.shininess, kit.metalness, ormLayers, ormLayers.map(maskKey)]);
    const dirty = change.dirty ?? null;
    if (ormKey !== this.ormKey || ormLayers.some((l) => maskKey(l))) this.renderOrm(ormLayers, kit, dirty);
    this.ormKey = ormKey;
    const detailLayers = active.filter(hasDetail3D);
    const folds = this.templateFolds(layers);
    const normalKey = JSON.stringify([kit.hideTemplateDetails, detailLayers, folds.uuid]);
    if (normalKey !== this.normalKey || detailLayers.some((l) => maskKey(l)))
      this.renderNormals(detailLayers, kit, folds, dirty);
    this.normalKey = normalKey;
  }

  invalidate(): void {
    this.ormKey = '';
    this.normalKey = '';
    this.ormFeed = null;
    this.normalFeed = null;
  }

  gpuBytes(): number {
    return [this.orm, this.ormWork, this.normal, this.coverage, this.blurred, ...this.heights].reduce(
      (sum, t) => sum + targetBytes(t),
      0,
    );
  }

  dispose(): void {
    for (const t of [this.orm, this.ormWork, this.normal, this.coverage, this.blurred, ...this.heights])
      t.dispose();
    this.blurH.dispose();
    this.blurV.dispose();
    this.combine.dispose();
    this.ormFill.dispose();
  }

  private draw(
    steps: readonly PassStep[],
    output: PassOutput,
    below: THREE.Texture,
    target: THREE.WebGLRenderTarget,
    scissor: PixelRect | null = null,
  ) {
    const material = this.options.programs.material(
      steps,
      output,
      below,
      this.options.panel,
      this.options.uvRect,
    );
    drawPass(this.options.renderer, material, target, scissor);
  }

  /** The dirty rectangle in a target's pixels, when the feed is the one the map was drawn from. */
  private scissorFor(
    dirty: AreaRect | null,
    feed: string,
    drawnFrom: string | null,
    target: THREE.WebGLRenderTarget,
    margin = 1,
  ): PixelRect | null {
    if (!dirty || feed !== drawnFrom) return null;
    return pixelRect(dirty, this.options.uvRect, target.width, target.height, margin);
  }

  private renderOrm(layers: readonly CommonLayer[], kit: AreaKitValues, dirty: AreaRect | null): void {
    const rough = this.options.hasRoughness ? roughnessFromShininess(kit.shininess) : 1;
    const metal = this.options.hasRoughness ? metalnessValue(kit.metalness) : 0;
    this.ormFill.image.data!.set([255, Math.round(rough * 255), Math.round(metal * 255), 255]);
    this.ormFill.needsUpdate = true;
    const drawn = layers.flatMap((l) => {
      const step = this.options.step(l, 'orm');
      return step ? [{ step, uuid: l.uuid ?? '' }] : [];
    });
    // The kit's constants take part: a scissored redraw needs the same fill as the last one.
    const feed = JSON.stringify([[...this.ormFill.image.data!], drawn.map((d) => d.uuid)]);
    const scissor = this.scissorFor(dirty, feed, this.ormFeed, this.orm);
    const steps = drawn.map((d) => d.step);
    // All ORM layers are Normal-over constants, so they always merge into one pass.
    const passes: ChainPass[] = [(input, output) => this.draw(steps, 'orm', input, output, scissor)];
    runChain(passes, this.ormFill, this.orm, this.ormWork);
    this.ormFeed = feed;
    this.stats.ormScissor = scissor;
    this.options.mipmaps.touched(this.orm);
  }

  /**
   * The template's fold normals: the garment's cut, so they apply even while its template layer
   * is hidden. They come with the template layer's images (layers/template.ts).
   */
  private templateFolds(layers: readonly CommonLayer[]): THREE.Texture {
    const template = layers.find((l) => l.n === 'template');
    const folds = template && this.options.step(template, 'albedo')?.uniforms.uFoldNormals;
    return folds instanceof THREE.Texture ? folds : NO_FOLDS;
  }

  /**
   * Height field and normal map. Scissored when one layer changed and the same layers feed it:
   * heights are redrawn where they can change (the dirty rectangle widened by the widest blur's
   * reach), each layer's coverage and horizontal blur as far out as its vertical blur and
   * horizontal taps read, and the normals where their Sobel taps see a redrawn height.
   */
  private renderNormals(
    layers: readonly CommonLayer[],
    kit: AreaKitValues,
    folds: THREE.Texture,
    dirty: AreaRect | null,
  ): void {
    const { renderer, panel } = this.options;
    let height: THREE.Texture = TRANSPARENT;
    let next = 0;
    const { width: hw, height: hh } = this.coverage;
    // Blur radius: detail3D.blur 0..100 -> sigma 1..31 region pixels, converted to height texels.
    const texelsPerRegionPx = hw / (panel.layout.width * this.options.uvRect[2]);
    const drawn = layers.flatMap((layer) => {
      const step = this.options.step(layer, 'coverage');
      if (!step) return [];
      const d = layer.detail3D ?? {};
      const sigma = Math.max(0.5, (1 + 0.3 * finite(d.blur, 25)) * texelsPerRegionPx);
      return [{ layer, step, d, sigma, reach: blurReach(sigma) }];
    });
    const feed = JSON.stringify([drawn.map((l) => l.layer.uuid ?? ''), folds.uuid]);
    const reach = Math.max(0, ...drawn.map((l) => l.reach));
    const heights = this.scissorFor(dirty, feed, this.normalFeed, this.coverage, reach + 1);
    drawn.forEach(({ step, d, sigma, reach: own }) => {
      const tapped = heights && growPixels(heights, own + 1, own + 1, hw, hh);
      this.draw([step], 'coverage', TRANSPARENT, this.coverage, tapped);
      const h = this.blurH.uniforms;
      h.uSource!.value = this.coverage.texture;
      (h.uStep!.value as THREE.Vector2).set(1 / hw, 0);
      h.uSigma!.value = sigma;
      drawPass(renderer, this.blurH, this.blurred, heights && growPixels(heights, 0, own + 1, hw, hh));
      const v = this.blurV.uniforms;
      v.uSource!.value = this.blurred.texture;
      v.uHeight!.value = height;
      (v.uStep!.value as THREE.Vector2).set(0, 1 / hh);
      v.uSigma!.value = sigma;
      v.uStrength!.value = finite(d.strength, 25) * 0.4;
      v.uShape!.value = (d.flat ? 1 : 0) | (d.inverted ? 2 : 0) | (d.border ? 4 : 0);
      const target = this.heights[next]!;
      drawPass(renderer, this.blurV, target, heights);
      height = target.texture;
      next = 1 - next;
    });
    this.combine.uniforms.uHeight!.value = height;
    this.combine.uniforms.uFolds!.value = kit.hideTemplateDetails ? 0 : 1;
    this.combine.uniforms.uFoldNormals!.value = folds;
    // The normal map has twice the height field's resolution; its taps reach 1.5 height texels.
    const normals = heights && this.scissorFor(dirty, feed, this.normalFeed, this.normal, 2 * reach + 8);
    drawPass(renderer, this.combine, this.normal, normals);
    this.normalFeed = feed;
    this.stats.normalScissor = normals;
    this.options.mipmaps.touched(this.normal);
  }
}

/** Texels a blur pass reads either side of its own (13 taps over +-3 sigma, bilinear). */
function blurReach(sigma: number): number {
  return Math.ceil(6 * Math.max(sigma * 0.5, 1)) + 1;
}

function blurUniforms(): Record<string, THREE.IUniform> {
  return {
    uSource: { value: null },
    uHeight: { value: null },
    uStep: { value: new THREE.Vector2() },
    uSigma: { value: 1 },
    uStrength: { value: 0 },
    uShape: { value: 0 },
  };
}
