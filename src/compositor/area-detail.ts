/**
 * The ORM (occlusion, roughness, metalness) and normal maps of an area, at half the albedo scale.
 *
 * ORM: the kit's roughness/metalness as a constant, with layers that have their own shininess or
 * metalness source-over on top (their coverage, mask and opacity). Normals: each 3D-detail layer's
 * coverage is rendered at a quarter of the albedo scale, blurred, shaped and summed into a height
 * field; one Sobel pass turns that plus the template folds into the normal map. Each map is only
 * redrawn when something it depends on changed (a colour drag touches neither).
 *
 * Children of a group composed as one (layers/group.ts) feed both maps themselves. The group's
 * composite is colour only, so without this a child's shininess and 3D detail would vanish the
 * moment its group got an opacity or a mask. The group's settings act on them as far as they act
 * on coverage, the same way they act on the children's colours: a child's coverage (for the ORM
 * map: the children's ORM composed together) is drawn alone, then laid through the group's own
 * step, which applies the group's display flags, mask and mirror/copy rules exactly as it does
 * to the colour composite. The group's opacity scales the children's ORM as it scales their
 * colours, and their relief's strength (a half-transparent group shows half its relief); hue,
 * saturation and blend mode concern colour only. A disabled child, or a disabled group, adds
 * nothing. A group's own shininess and 3D detail still act on its whole composite, with its
 * children's own shininess laid over it (the child's setting is the more specific one).
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
import { layerOpacity, metalnessValue, roughnessFromShininess, type CommonLayer } from './layer-common.ts';
import { movesTexels, normalFeed, ormFeed, type DetailSource, type OrmSource } from './detail-feeds.ts';
import prelude from '../../shaders/host/prelude.glsl';
import region from '../../shaders/host/region.glsl';
import blurFrag from '../../shaders/passes/detail-blur.frag';
import combineFrag from '../../shaders/passes/normal-combine.frag';

/** Kit-level values the ORM and normal maps need besides the layers. */
export interface AreaKitValues {
  shininess: number;
  metalness: number;
  hideTemplateDetails: boolean;
}

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

/** An ORM pass: plain layers' steps (merged), or one group's children composed, then the group. */
type OrmPart =
  { steps: PassStep[] } | { children: PassStep[]; group: PassStep; mask: PassStep | null; mirrored: boolean };

const TRANSPARENT = solidTexture([0, 0, 0, 0]);
const OPAQUE = solidTexture([255, 255, 255, 255]);
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
  /**
   * Group children drawn alone before their group's step reads them: their ORM composite (the
   * ORM map's size) and one child's coverage (the height field's). Made when first needed.
   */
  private groupOrm: THREE.WebGLRenderTarget | null = null;
  /** A masked group's mask at the ORM map's size (see groupOrmSteps). */
  private groupOrmMask: THREE.WebGLRenderTarget | null = null;
  private childCoverage: THREE.WebGLRenderTarget | null = null;
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
    const dirty = change.dirty ?? null;
    const orm = ormFeed(layers, kit, this.options.hasRoughness, change.changedMasks);
    if (orm.key !== this.ormKey || orm.masksChanged) this.renderOrm(orm.sources, kit, dirty);
    this.ormKey = orm.key;
    const folds = this.templateFolds(layers);
    const normal = normalFeed(layers, kit, folds.uuid, change.changedMasks);
    if (normal.key !== this.normalKey || normal.masksChanged)
      this.renderNormals(normal.sources, kit, folds, dirty);
    this.normalKey = normal.key;
  }

  invalidate(): void {
    this.ormKey = '';
    this.normalKey = '';
    this.ormFeed = null;
    this.normalFeed = null;
  }

  gpuBytes(): number {
    return this.targets().reduce((sum, t) => sum + targetBytes(t), 0);
  }

  dispose(): void {
    for (const t of this.targets()) t.dispose();
    this.blurH.dispose();
    this.blurV.dispose();
    this.combine.dispose();
    this.ormFill.dispose();
  }

  private targets(): THREE.WebGLRenderTarget[] {
    const scratch = [this.groupOrm, this.groupOrmMask, this.childCoverage].flatMap((t) => t ?? []);
    return [this.orm, this.ormWork, this.normal, this.coverage, this.blurred, ...this.heights, ...scratch];
  }

  /**
   * The group's step reading `source` (a child's coverage, or its children's ORM composite) in
   * place of its composite: the group's display flags, mask and mirror/copy rules act on it.
   */
  private groupStep(group: CommonLayer, output: PassOutput, source: THREE.Texture): PassStep | null {
    const step = this.options.step(group, output);
    if (!step) return null;
    const defines = output === 'coverage' ? { ...step.defines, GROUP_COVERAGE: 1 } : step.defines;
    return { ...step, defines, uniforms: { ...step.uniforms, uGroup: source } };
  }

  /**
   * The steps laying a group's children's ORM composite (`groupOrm`) over the map. The host's ORM
   * output lays constants, so the composite goes as colour (o, roughness, metalness) through an
   * albedo step: only the group's opacity, display flags, mirror rules and mask may act on it. An
   * albedo step reads its mask texel for texel at the albedo's size, so a masked group's mask is
   * first drawn at the map's size (already inverted when it is) by the group's coverage step
   * over an opaque source.
   */
  private groupOrmSteps(group: CommonLayer): { group: PassStep; mask: PassStep | null } | null {
    this.groupOrm ??= createTarget({ width: this.orm.width, height: this.orm.height, format: 'rgba8' });
    const colour = { ...group, hue: 0, saturation: 0, blendMode: 'Normal', invertMask: false };
    const step = this.groupStep(colour, 'albedo', this.groupOrm.texture);
    if (!step?.mask) return step && { group: step, mask: null };
    this.groupOrmMask ??= createTarget({ width: this.orm.width, height: this.orm.height, format: 'r8' });
    const mask = this.groupStep(group, 'coverage', OPAQUE);
    return mask && { group: { ...step, mask: this.groupOrmMask.texture }, mask };
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

  private renderOrm(sources: readonly OrmSource[], kit: AreaKitValues, dirty: AreaRect | null): void {
    const rough = this.options.hasRoughness ? roughnessFromShininess(kit.shininess) : 1;
    const metal = this.options.hasRoughness ? metalnessValue(kit.metalness) : 0;
    this.ormFill.image.data!.set([255, Math.round(rough * 255), Math.round(metal * 255), 255]);
    this.ormFill.needsUpdate = true;
    const parts: OrmPart[] = [];
    const uuids: string[] = [];
    for (const source of sources) {
      if ('layer' in source) {
        const step = this.options.step(source.layer, 'orm');
        if (!step) continue;
        const last = parts[parts.length - 1];
        if (last && 'steps' in last) last.steps.push(step);
        else parts.push({ steps: [step] });
        uuids.push(source.layer.uuid ?? '');
        continue;
      }
      const children = source.children.flatMap((c) => this.options.step(c, 'orm') ?? []);
      const group = this.groupOrmSteps(source.group);
      if (!children.length || !group) continue;
      parts.push({ children, ...group, mirrored: movesTexels(source.group) });
      uuids.push(`${source.group.uuid ?? ''}/${source.children.map((c) => c.uuid ?? '').join(',')}`);
    }
    // The kit's constants take part: a scissored redraw needs the same fill as the last one.
    const feed = JSON.stringify([[...this.ormFill.image.data!], uuids]);
    const scissor = this.scissorFor(dirty, feed, this.ormFeed, this.orm);
    // Plain ORM layers are Normal-over constants, so a run of them always merges into one pass. A
    // group's children are composed over transparent (premultiplied o, roughness, metalness), then
    // the group lays that over the map as colour, with its opacity, like its albedo composite.
    const passes: ChainPass[] = parts.map((part) => (input, output) => {
      if ('steps' in part) return this.draw(part.steps, 'orm', input, output, scissor);
      // The group reads its input at this texel only, unless a mirror or copy rule moves it.
      const own =
        scissor && !part.mirrored ? growPixels(scissor, 1, 1, this.orm.width, this.orm.height) : null;
      this.draw(part.children, 'orm', TRANSPARENT, this.groupOrm!, own);
      // The albedo step reads its mask by 2x2 blocks: one texel past the scissor.
      const block = scissor && growPixels(scissor, 1, 1, this.orm.width, this.orm.height);
      if (part.mask) this.draw([part.mask], 'coverage', TRANSPARENT, this.groupOrmMask!, block);
      this.draw([part.group], 'albedo', input, output, scissor);
    });
    if (passes.length === 0) passes.push((input, output) => this.draw([], 'orm', input, output, scissor));
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
    sources: readonly DetailSource[],
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
    const drawn = sources.flatMap(({ layer, group }) => {
      const step = this.options.step(layer, 'coverage');
      if (!step) return [];
      let through: { step: PassStep; mirrored: boolean } | null = null;
      if (group) {
        this.childCoverage ??= createTarget({ width: hw, height: hh, format: 'r8' });
        const groupStep = this.groupStep(group, 'coverage', this.childCoverage.texture);
        if (!groupStep) return [];
        through = { step: groupStep, mirrored: movesTexels(group) };
      }
      const d = layer.detail3D ?? {};
      const sigma = Math.max(0.5, (1 + 0.3 * finite(d.blur, 25)) * texelsPerRegionPx);
      // A group's opacity scales its children's relief as it scales their colours.
      const strength = finite(d.strength, 25) * 0.4 * (group ? layerOpacity(group) : 1);
      const uuid = group ? `${group.uuid ?? ''}/${layer.uuid ?? ''}` : (layer.uuid ?? '');
      return [{ uuid, step, through, d, strength, sigma, reach: blurReach(sigma) }];
    });
    const feed = JSON.stringify([drawn.map((l) => l.uuid), folds.uuid]);
    const reach = Math.max(0, ...drawn.map((l) => l.reach));
    const heights = this.scissorFor(dirty, feed, this.normalFeed, this.coverage, reach + 1);
    drawn.forEach(({ step, through, d, strength, sigma, reach: own }) => {
      const tapped = heights && growPixels(heights, own + 1, own + 1, hw, hh);
      if (through) {
        // The child alone, then the group's step over it: it reads the child at this texel only
        // (one more for the bilinear fetch), unless a mirror or copy rule moves it.
        const child = tapped && !through.mirrored ? growPixels(tapped, 1, 1, hw, hh) : null;
        this.draw([step], 'coverage', TRANSPARENT, this.childCoverage!, child);
        this.draw([through.step], 'coverage', TRANSPARENT, this.coverage, tapped);
      } else {
        this.draw([step], 'coverage', TRANSPARENT, this.coverage, tapped);
      }
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
      v.uStrength!.value = strength;
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
