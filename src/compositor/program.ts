/**
 * Generated pass programs. One pass evaluates one or several layers in sequence: each layer's
 * snippet and the host's layerStep are emitted inside a preprocessor renaming scope
 * (`#define uWidth uWidth_L1` … `#undef uWidth`), so snippets written for a single layer can be
 * merged without clashing. Programs are cached by their source; uniforms are set per draw.
 */
import * as THREE from 'three';
import { MAX_REGIONS, regionDefines } from '../games/index.ts';
import type { LayerDefines, LayerKindPass, LayerUniforms } from './layers/contract.ts';
import { passMaterial } from './gl/fullscreen.ts';
import type { PanelMap } from './panel-map.ts';
import prelude from '../../shaders/host/prelude.glsl';
import region from '../../shaders/host/region.glsl';
import hueSaturation from '../../shaders/host/hue-saturation.glsl';
import layerInputs from '../../shaders/host/layer-inputs.glsl';
import layerStep from '../../shaders/host/layer-step.glsl';
import blendNormal from '../../shaders/lib/blend/normal.glsl';
import blendOverlay from '../../shaders/lib/blend/overlay.glsl';
import blendMultiply from '../../shaders/lib/blend/multiply.glsl';
import blendLighten from '../../shaders/lib/blend/lighten.glsl';
import blendScreen from '../../shaders/lib/blend/screen.glsl';

export type PassOutput = 'albedo' | 'coverage' | 'orm';

/** One layer inside a pass, with everything resolved from the document. */
export interface PassStep {
  pass: LayerKindPass;
  defines: LayerDefines;
  /** Kind uniforms (including textures from `textures()`), by their unsuffixed names. */
  uniforms: LayerUniforms;
  /** Host uniforms by unsuffixed name: uColors, uColorCount, uOpacity, uHue, ... */
  host: LayerUniforms;
  blend: string;
  mask: THREE.Texture | null;
}

const HOST_LAYER_NAMES = [
  'layerColor',
  'layerStep',
  'uColors',
  'uColorCount',
  'uOpacity',
  'uHue',
  'uSaturation',
  'uRegionMask',
  'uFootprint',
  'uFlags',
  'uBorder',
  'layerBordered',
  'uMask',
  'uRoughness',
  'uMetalness',
];

const HEADER = [
  `#define MAX_REGIONS ${MAX_REGIONS}`,
  regionDefines(),
  prelude,
  region,
  hueSaturation,
  blendNormal,
  blendOverlay,
  blendMultiply,
  blendLighten,
  blendScreen,
].join('\n');

/** uFlags bit -> the host define that switches its rule on (see shaders/host/layer-step.glsl). */
const HOST_FLAG_DEFINES: readonly [number, string][] = [
  [1, 'HOST_MIRROR'],
  [2, 'HOST_MIRROR_CENTER'],
  [4, 'HOST_MIRROR_ON_BACK'],
  [8, 'HOST_COPY_CENTER'],
  [16, 'HOST_SLEEVES_SHORT'],
  [32, 'HOST_INVERT_MASK'],
];

/**
 * The host rules a layer needs, as defines: a program holds only the code its layers use (a CPU
 * rasteriser pays for every branch it cannot prove untaken). A drag that switches a rule on
 * compiles one more variant, once; values inside a rule stay uniforms.
 */
function hostDefines(step: PassStep): string[] {
  const flags = typeof step.host.uFlags === 'number' ? step.host.uFlags : 0;
  const names = HOST_FLAG_DEFINES.flatMap(([bit, name]) => ((flags & bit) !== 0 ? [name] : []));
  if (step.host.uHue !== 0 || step.host.uSaturation !== 0) names.push('HOST_HUE_SATURATION');
  if (typeof step.host.uBorder === 'number' && step.host.uBorder > 0) names.push('HOST_BORDER');
  return names;
}

function stepSource(step: PassStep, index: number): string {
  const renamed = [...HOST_LAYER_NAMES, ...Object.keys(step.uniforms), ...(step.pass.helpers ?? [])];
  const defines: [string, string | number][] = [
    ...Object.entries(step.defines).flatMap(([name, value]) =>
      value === undefined ? [] : ([[name, value]] as [string, string | number][]),
    ),
    ['LAYER_BLEND', step.blend],
    ...(step.mask ? ([['LAYER_MASK', 1]] as [string, number][]) : []),
    ...hostDefines(step).map((name): [string, number] => [name, 1]),
  ];
  return [
    `// layer ${index}: ${step.pass.kind}`,
    ...renamed.map((name) => `#define ${name} ${name}_L${index}`),
    ...defines.map(([name, value]) => `#define ${name} ${value}`),
    layerInputs,
    step.pass.fragment,
    layerStep,
    ...[...renamed, ...defines.map(([name]) => name)].map((name) => `#undef ${name}`),
  ].join('\n');
}

/**
 * The pass's shader. With `above`, the pass ends by laying the pre-composed stack above the live
 * layers (premultiplied, the target's size) over its result: an edit's `over` folded into its last
 * pass, which saves a whole pass of reads and writes.
 */
export function passSource(steps: readonly PassStep[], output: PassOutput, above = false): string {
  const outputDefine =
    output === 'coverage' ? '#define OUTPUT_COVERAGE 1\n' : output === 'orm' ? '#define OUTPUT_ORM 1\n' : '';
  const body = steps.map((_, i) => `  dst = layerStep_L${i}(dst, t);`).join('\n');
  return [
    outputDefine + HEADER,
    'uniform sampler2D uBelow;',
    ...(above ? ['uniform sampler2D uAbove;'] : []),
    ...steps.map(stepSource),
    'void main() {',
    '  HostTexel t = hostTexel();',
    // The composite below has the target's size (or is a 1x1 constant): fetch, never filter.
    '  vec4 dst = texelFetch(uBelow, min(ivec2(gl_FragCoord.xy), textureSize(uBelow, 0) - 1), 0);',
    body,
    ...(above
      ? [
          '  vec4 above = texelFetch(uAbove, ivec2(gl_FragCoord.xy), 0);',
          '  dst = above + dst * (1.0 - above.a);',
        ]
      : []),
    '  outColor = dst;',
    '}',
  ].join('\n');
}

type UniformMap = Record<string, THREE.IUniform>;

/** Compiled pass programs by source, shared by every area of one renderer. */
export class PassPrograms {
  private readonly cache = new Map<string, { material: THREE.RawShaderMaterial; uniforms: UniformMap }>();

  /** A material for these steps with every uniform set for this draw. */
  material(
    steps: readonly PassStep[],
    output: PassOutput,
    below: THREE.Texture,
    panel: PanelMap,
    uvRect: readonly [number, number, number, number],
    above: THREE.Texture | null = null,
  ): THREE.RawShaderMaterial {
    const source = passSource(steps, output, above !== null);
    let entry = this.cache.get(source);
    if (!entry) {
      const uniforms: UniformMap = {
        uBelow: { value: null },
        uAbove: { value: null },
        uPanelMap: { value: null },
        uRegionRect: { value: null },
        uRegionExtra: { value: null },
        uAreaSize: { value: new THREE.Vector2() },
        uUvRect: { value: new THREE.Vector4() },
        uTargetSize: { value: new THREE.Vector2(1, 1) },
      };
      steps.forEach((step, i) => {
        for (const name of [...Object.keys(step.host), ...Object.keys(step.uniforms), 'uMask'])
          uniforms[`${name}_L${i}`] = { value: null };
      });
      const material = passMaterial(source, uniforms);
      // Names the pass in the bench's breakdown: its output and its layers' kinds.
      material.name = `${output}: ${steps.map((s) => s.pass.kind).join('+') || 'empty'}`;
      entry = { material, uniforms };
      this.cache.set(source, entry);
    }
    const u = entry.uniforms;
    u.uBelow!.value = below;
    u.uAbove!.value = above;
    u.uPanelMap!.value = panel.texture;
    u.uRegionRect!.value = panel.rects;
    u.uRegionExtra!.value = panel.extras;
    (u.uAreaSize!.value as THREE.Vector2).set(panel.layout.width, panel.layout.height);
    (u.uUvRect!.value as THREE.Vector4).set(...uvRect);
    steps.forEach((step, i) => {
      for (const [name, value] of Object.entries(step.host)) u[`${name}_L${i}`]!.value = value;
      for (const [name, value] of Object.entries(step.uniforms)) {
        const slot = u[`${name}_L${i}`];
        if (slot) slot.value = value;
      }
      u[`uMask_L${i}`]!.value = step.mask;
    });
    return entry.material;
  }

  get size(): number {
    return this.cache.size;
  }

  dispose(): void {
    for (const { material } of this.cache.values()) material.dispose();
    this.cache.clear();
  }
}
