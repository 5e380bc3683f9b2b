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
}

const TRANSPARENT = solidTexture([0, 0, 0, 0]);
const finite = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);

export class AreaDetailMaps {
  readonly orm: THREE.WebGLRenderTarget;
  readonly normal: THREE.WebGLRenderTarget;
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
      },
    );
  }

  render(layers: readonly CommonLayer[], kit: AreaKitValues, change: DetailChange): void {
    // A material effect counts as custom shininess and 3D detail here (see layers/mat-surface.ts).
    const active = layers.filter((l) => l.disabled !== true).map(matSurfaceLayer);
    const maskKey = (l: CommonLayer) => (l.mask && change.changedMasks.has(l.mask) ? `~${l.mask}` : '');
    const ormLayers = this.options.hasRoughness ? active.filter((l) => l.hasCustomShininess === true) : [];
    const ormKey = JSON.stringify([kit.shininess, kit.metalness, ormLayers, ormLayers.map(maskKey)]);
    if (ormKey !== this.ormKey || ormLayers.some((l) => maskKey(l))) this.renderOrm(ormLayers, kit);
    this.ormKey = ormKey;
    const detailLayers = active.filter(hasDetail3D);
    const normalKey = JSON.stringify([kit.hideTemplateDetails, detailLayers]);
    if (normalKey !== this.normalKey || detailLayers.some((l) => maskKey(l)))
      this.renderNormals(detailLayers, kit);
    this.normalKey = normalKey;
  }

  invalidate(): void {
    this.ormKey = '';
    this.normalKey = '';
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
  ) {
    const material = this.options.programs.material(
      steps,
      output,
      below,
      this.options.panel,
      this.options.uvRect,
    );
    drawPass(this.options.renderer, material, target);
  }

  private renderOrm(layers: readonly CommonLayer[], kit: AreaKitValues): void {
    const rough = this.options.hasRoughness ? roughnessFromShininess(kit.shininess) : 1;
    const metal = this.options.hasRoughness ? metalnessValue(kit.metalness) : 0;
    this.ormFill.image.data!.set([255, Math.round(rough * 255), Math.round(metal * 255), 255]);
    this.ormFill.needsUpdate = true;
    const steps = layers.flatMap((l) => this.options.step(l, 'orm') ?? []);
    // All ORM layers are Normal-over constants, so they always merge into one pass.
    const passes: ChainPass[] = [(input, output) => this.draw(steps, 'orm', input, output)];
    runChain(passes, this.ormFill, this.orm, this.ormWork);
    this.options.mipmaps.touched(this.orm);
  }

  private renderNormals(layers: readonly CommonLayer[], kit: AreaKitValues): void {
    const { renderer, panel } = this.options;
    let height: THREE.Texture = TRANSPARENT;
    let next = 0;
    const hw = this.coverage.width;
    // Blur radius: detail3D.blur 0..100 -> sigma 1..31 region pixels, converted to height texels.
    const texelsPerRegionPx = hw / (panel.layout.width * this.options.uvRect[2]);
    layers.forEach((layer) => {
      const step = this.options.step(layer, 'coverage');
      if (!step) return;
      this.draw([step], 'coverage', TRANSPARENT, this.coverage);
      const d = layer.detail3D ?? {};
      const sigma = Math.max(0.5, (1 + 0.3 * finite(d.blur, 25)) * texelsPerRegionPx);
      const h = this.blurH.uniforms;
      h.uSource!.value = this.coverage.texture;
      (h.uStep!.value as THREE.Vector2).set(1 / this.coverage.width, 0);
      h.uSigma!.value = sigma;
      drawPass(renderer, this.blurH, this.blurred);
      const v = this.blurV.uniforms;
      v.uSource!.value = this.blurred.texture;
      v.uHeight!.value = height;
      (v.uStep!.value as THREE.Vector2).set(0, 1 / this.coverage.height);
      v.uSigma!.value = sigma;
      v.uStrength!.value = finite(d.strength, 25) * 0.4;
      v.uShape!.value = (d.flat ? 1 : 0) | (d.inverted ? 2 : 0) | (d.border ? 4 : 0);
      const target = this.heights[next]!;
      drawPass(renderer, this.blurV, target);
      height = target.texture;
      next = 1 - next;
    });
    this.combine.uniforms.uHeight!.value = height;
    this.combine.uniforms.uFolds!.value = kit.hideTemplateDetails ? 0 : 1;
    drawPass(renderer, this.combine, this.normal);
    this.options.mipmaps.touched(this.normal);
  }
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
