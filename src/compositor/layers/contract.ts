/**
 * The layer-pass contract: how a layer kind plugs into the compositor.
 *
 * A layer kind is two files: `shaders/layers/<kind>.frag` and `src/compositor/layers/<kind>.ts`.
 * The fragment is a GLSL ES 3.00 snippet WITHOUT `main()` that defines exactly
 *
 *     vec4 layerColor(RegionPoint rp)
 *
 * returning STRAIGHT (not premultiplied) sRGB colour in rgb and coverage in alpha, both 0..1.
 * The host shader (shaders/host/) owns `main()` and declares, before the snippet:
 *
 *     struct RegionPoint { vec2 p; vec2 size; int region; };
 *     uniform vec3 uColors[10];   // the layer's colours, sRGB 0..1 as picked (no conversion)
 *     uniform int uColorCount;
 *     #define REGION_FRONT 1 ...    // one constant per region id of src/games/regions.ts
 *
 * `rp.p` is the position in the region's own pixel space at texture scale 1 (so the spec's ranges,
 * e.g. offset -500..500, are in these pixels), origin at the region centre, +x to the right as
 * seen looking at that panel from outside, +y up. `rp.size` is the region's size in those pixels.
 * Use `fwidth(rp.p)` for antialiasing so edges stay crisp at every texture scale.
 *
 * Everything common to all layers is the host's job, NOT the kind's: display flags, mirror /
 * mirror_center / mirror_on_back / copy_center, mask + invertMask, hue/saturation, opacity, the
 * blend mode, shininess/metalness and 3D detail. A kind only answers "what colour and coverage at
 * this point of this region".
 *
 * Because several layers may be merged into one generated shader, the host renames a snippet's
 * identifiers with the preprocessor (`#define uWidth uWidth_L3`). So a snippet must:
 *  - declare every uniform it reads itself (`uniform float uWidth;`) and return ALL of them from
 *    `uniforms()` (names `u<Param>`; textures too, as `u<Name>` sampler2D uniforms);
 *  - put shared helper functions in shaders/lib/ files with include guards (they are emitted once),
 *    and keep snippet-local helper functions' names prefixed with the kind (they are emitted per
 *    layer, so the host renames them only if listed in `helpers`).
 */
import type * as THREE from 'three';
import type { AreaId } from '../../games/regions.ts';

/** The minimum the engine needs from a layer; kinds narrow it to their type from src/kit/model. */
export interface LayerData {
  /** Layer kind (the spec's `n`). */
  n: string;
}

export type UniformValue = number | readonly number[] | THREE.Texture | null;
export type LayerUniforms = Record<string, UniformValue>;
/** `#define` name -> value; an undefined value means "not defined" (handy for optional flags). */
export type LayerDefines = Record<string, string | number | undefined>;

/**
 * A box a kind can draw in, in one region's pixel space (RegionPoint.p: centre origin, +y up):
 * x0, y0, x1, y1 from `anchor` (fractions of the region's half size; default the centre). Either
 * sign of x counts (mirror rules and flipped regions negate x).
 */
export interface RegionBox {
  region: number;
  box: readonly [number, number, number, number];
  anchor?: readonly [number, number];
}

/** What a kind may know about where it is drawn. */
export interface PassContext {
  /** The shared renderer (one WebGL2 context for the app), e.g. to rasterise glyphs once. */
  renderer: THREE.WebGLRenderer;
  game: string;
  area: AreaId;
  /** Texture scale: 0.25, 0.5, 1 or 2. Region pixel space is at scale 1 whatever this is. */
  scale: number;
  /** Loads (and caches) an image from the app's static assets as a texture. */
  loadTexture(url: string): Promise<THREE.Texture>;
  /**
   * Composes layers on their own (over transparent) into a target of the pass's size, kept under
   * `id`, and returns its premultiplied texture: the group kind blends its children as one.
   */
  composeLayers?(layers: readonly LayerData[], id: string): Promise<THREE.Texture>;
}

export interface LayerKindPass<L extends LayerData = LayerData> {
  /** The layer kind this pass draws (the layer's `n`). */
  kind: string;
  /** The imported `shaders/layers/<kind>.frag` source. */
  fragment: string;
  /** Structural choices as `#define`s; each distinct set compiles one cached program variant. */
  defines(layer: L): LayerDefines;
  /** Continuous values as uniforms: every `uniform` the snippet declares, except uColors/uColorCount. */
  uniforms(layer: L, ctx: PassContext): LayerUniforms;
  /**
   * Images or fonts the layer needs before it can draw: uniform name -> texture. The engine
   * awaits it and merges the result into `uniforms()`; it calls it again only when
   * `textureKey(layer)` changes, so a slider drag never waits on a load.
   */
  textures?(layer: L, ctx: PassContext): Promise<Record<string, THREE.Texture>>;
  /** Identity of what `textures()` loads (e.g. font + text). Defaults to the layer's JSON. */
  textureKey?(layer: L): string;
  /**
   * Where the kind can draw at all, from the uniforms it just computed: outside these boxes its
   * layerColor has zero coverage, so the host does not evaluate it there (a number on the back
   * then costs the texels around it, not the whole area). Omitted: anywhere in its regions.
   */
  footprint?(uniforms: LayerUniforms): readonly RegionBox[];
  /** Snippet-local function names the host must rename when layers are merged into one pass. */
  helpers?: readonly string[];
  /**
   * The kind draws the layer's border itself (text: around each glyph, in its own units). Others
   * get it from the host (layerBorderPx in layer-common.ts, shaders/host/layer-step.glsl).
   */
  ownBorder?: true;
  /**
   * 'cheap' kinds (a few ALU ops per texel) merge freely with their neighbours into one pass;
   * 'heavy' ones (texture sampling, loops) merge too, but at most a few per pass. Default 'heavy'.
   */
  cost?: 'cheap' | 'heavy';
}

/**
 * Types a kind's pass against its own layer type and returns it as a registry entry. Method
 * parameters are bivariant, so a pass written for `TextLayer` fits `LayerKindPass<LayerData>`.
 */
export function defineLayerPass<L extends LayerData>(pass: LayerKindPass<L>): LayerKindPass {
  return pass as unknown as LayerKindPass;
}
