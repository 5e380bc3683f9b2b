/**
 * An export image on the GPU: an RGBA8 target the size of one file, filled by transfer passes
 * from compositor textures (rectangles, rotations, the collar ring), then read back ONCE as PNG
 * rows. This is the only readback of a download, and the user asked for it.
 */
import * as THREE from 'three';
import { drawPass, passMaterial } from '../../compositor/gl/fullscreen.ts';
import { generateMipmapsNow } from '../../compositor/gl/mipmaps.ts';
import { createTarget } from '../../compositor/targets.ts';
import type { Rect } from '../../games/index.ts';
import transferFrag from '../../../shaders/passes/export-transfer.frag';
import type { RgbaImage } from '../png.ts';

/**
 * How texels are written: unpremultiplied colour, colour on an opaque fill, a DirectX normal, a
 * two-channel DirectX normal (blue 0, as NBA 2K's normal templates hold it), as is, or an ORM
 * map's roughness (green) as opaque grey.
 */
export type TransferMode = 'color' | 'opaque' | 'normal' | 'normal-rg' | 'raw' | 'roughness';

const DEFINES: Record<TransferMode, Record<string, string>> = {
  color: {},
  opaque: { OPAQUE: '' },
  normal: { NORMAL_DX: '' },
  'normal-rg': { NORMAL_DX: '', NORMAL_RG: '' },
  raw: { RAW: '' },
  roughness: { ROUGHNESS: '' },
};

/** Output pixel (x, y) -> source pixel: [a, b, c, d, e, f] with sx = ax + by + c, sy = dx + ey + f. */
export type Affine = readonly [number, number, number, number, number, number];

export interface Transfer {
  source: THREE.Texture;
  /** Size of the source area in layout pixels (scale 1). */
  sourceSize: { width: number; height: number };
  /** The source rectangle that may be read (layout pixels); the rest is not written. */
  clip: Rect;
  /** Outside `clip`, write its nearest edge texel instead of nothing (the edge runs on). */
  clamp?: boolean;
  /**
   * With `clamp`: the source panel's outline top edge (layout pixels, x ascending, at least two
   * points); above it the column's first texels inside run on up.
   */
  outlineTop?: readonly (readonly [number, number])[];
  /** Output pixels to source pixels. */
  map: Affine;
  /** Output rectangle drawn (bounding box of the mapped part). */
  dest: Rect;
  mode: TransferMode;
  /** Collar ring instead of an affine map: centre and radii in output pixels. */
  ring?: { cx: number; cy: number; inner: number; outer: number };
  /** 'opaque' mode: 0..1 RGB under transparent texels. */
  fill?: readonly [number, number, number];
  /** Colour modes: straight colour -> clamp(pow(colour, gamma) x gain). */
  grade?: { gamma: number; gain: number };
}

const materials = new Map<string, THREE.RawShaderMaterial>();

function materialFor(
  mode: TransferMode,
  ring: boolean,
  grade: boolean,
  clamp: boolean,
  outlinePoints: number,
): THREE.RawShaderMaterial {
  const key = `${mode}:${ring}:${grade}:${clamp}:${outlinePoints}`;
  let material = materials.get(key);
  if (!material) {
    material = passMaterial(transferFrag, {
      uSource: { value: null },
      uSourceSize: { value: new THREE.Vector2() },
      uClip: { value: new THREE.Vector4() },
      uRow0: { value: new THREE.Vector3() },
      uRow1: { value: new THREE.Vector3() },
      uOutSize: { value: new THREE.Vector2() },
      uRing: { value: new THREE.Vector4() },
      uFill: { value: new THREE.Vector3() },
      uGrade: { value: new THREE.Vector2(1, 1) },
      uTop: { value: Array.from({ length: outlinePoints }, () => new THREE.Vector2()) },
    });
    material.defines = {
      ...DEFINES[mode],
      ...(ring ? { RING: '' } : {}),
      ...(grade ? { GRADE: '' } : {}),
      ...(clamp ? { CLAMP: '' } : {}),
      ...(outlinePoints > 0 ? { OUTLINE_TOP: String(outlinePoints) } : {}),
    };
    materials.set(key, material);
  }
  return material;
}

/**
 * The affine map that lays `src` onto `dest` (both rectangles), turned by `quarterTurns` x 90
 * degrees clockwise and optionally mirrored left-right in the output.
 */
export function rectMap(dest: Rect, src: Rect, quarterTurns = 0, mirror = false): Affine {
  // Output -> unit square of dest (u right, v down), then undo the turn, then into src.
  const turns = ((quarterTurns % 4) + 4) % 4;
  const su = 1 / dest.w;
  const sv = 1 / dest.h;
  // (u, v) in dest -> (s, t) in src's unit square.
  let m: [number, number, number, number, number, number]; // s = m0 u + m1 v + m2, t = m3 u + m4 v + m5
  if (turns === 0) m = [1, 0, 0, 0, 1, 0];
  else if (turns === 1) m = [0, 1, 0, -1, 0, 1];
  else if (turns === 2) m = [-1, 0, 1, 0, -1, 1];
  else m = [0, -1, 1, 1, 0, 0];
  if (mirror) m = [-m[0], m[1], m[0] + m[2], -m[3], m[4], m[3] + m[5]];
  // u = (x - dest.x) su, v = (y - dest.y) sv.
  const s = [m[0] * su, m[1] * sv, m[2] - m[0] * su * dest.x - m[1] * sv * dest.y];
  const t = [m[3] * su, m[4] * sv, m[5] - m[3] * su * dest.x - m[4] * sv * dest.y];
  return [
    s[0]! * src.w,
    s[1]! * src.w,
    s[2]! * src.w + src.x,
    t[0]! * src.h,
    t[1]! * src.h,
    t[2]! * src.h + src.y,
  ];
}

/** The map that lays `src` on a rectangle of `size` centred at `centre`, rotated by `radians`. */
export function rotatedMap(
  centre: { x: number; y: number },
  size: { w: number; h: number },
  radians: number,
  src: Rect,
): { map: Affine; dest: Rect } {
  const cos = Math.cos(-radians);
  const sin = Math.sin(-radians);
  // local = R(-a)(p - c) / size + 0.5; src = src.xy + local * src.wh
  const ax = (cos / size.w) * src.w;
  const bx = (-sin / size.w) * src.w;
  const ay = (sin / size.h) * src.h;
  const by = (cos / size.h) * src.h;
  const map: Affine = [
    ax,
    bx,
    src.x + 0.5 * src.w - ax * centre.x - bx * centre.y,
    ay,
    by,
    src.y + 0.5 * src.h - ay * centre.x - by * centre.y,
  ];
  const hw = (Math.abs(Math.cos(radians)) * size.w + Math.abs(Math.sin(radians)) * size.h) / 2;
  const hh = (Math.abs(Math.sin(radians)) * size.w + Math.abs(Math.cos(radians)) * size.h) / 2;
  return { map, dest: { x: centre.x - hw, y: centre.y - hh, w: 2 * hw, h: 2 * hh } };
}

export class ExportCanvas {
  private readonly target: THREE.WebGLRenderTarget;

  constructor(
    private readonly renderer: THREE.WebGLRenderer,
    readonly width: number,
    readonly height: number,
    /** A canvas other passes sample (the PES -> FM converter's fm canvas) keeps a mip chain. */
    options: { mipmaps?: boolean } = {},
  ) {
    this.target = createTarget({ width, height, format: 'rgba8', mipmaps: options.mipmaps === true });
    this.clear([0, 0, 0, 0]);
  }

  /** The image as a texture, for passes or a material that read it (its rows as drawn). */
  get texture(): THREE.Texture {
    return this.target.texture;
  }

  /** Builds the mip chain once the passes are drawn (a 3D material minifies it). */
  buildMipmaps(): void {
    generateMipmapsNow(this.renderer, this.target);
  }

  /** Fills the whole image with one straight-alpha colour (0..1). */
  clear(rgba: readonly [number, number, number, number]): void {
    const previous = this.renderer.getRenderTarget();
    const color = this.renderer.getClearColor(new THREE.Color());
    const alpha = this.renderer.getClearAlpha();
    this.renderer.setRenderTarget(this.target);
    this.renderer.setClearColor(new THREE.Color(rgba[0], rgba[1], rgba[2]), rgba[3]);
    this.renderer.clear(true, false, false);
    this.renderer.setClearColor(color, alpha);
    this.renderer.setRenderTarget(previous);
  }

  /** One transfer pass, scissored to its output rectangle. */
  draw(transfer: Transfer): void {
    const material = materialFor(
      transfer.mode,
      transfer.ring !== undefined,
      transfer.grade !== undefined,
      transfer.clamp === true,
      transfer.clamp ? (transfer.outlineTop?.length ?? 0) : 0,
    );
    const u = material.uniforms;
    u.uSource!.value = transfer.source;
    (u.uSourceSize!.value as THREE.Vector2).set(transfer.sourceSize.width, transfer.sourceSize.height);
    const c = transfer.clip;
    (u.uClip!.value as THREE.Vector4).set(c.x, c.y, c.w, c.h);
    const m = transfer.map;
    (u.uRow0!.value as THREE.Vector3).set(m[0], m[1], m[2]);
    (u.uRow1!.value as THREE.Vector3).set(m[3], m[4], m[5]);
    (u.uOutSize!.value as THREE.Vector2).set(this.width, this.height);
    const r = transfer.ring;
    if (r) (u.uRing!.value as THREE.Vector4).set(r.cx, r.cy, r.inner, r.outer);
    const f = transfer.fill ?? [0, 0, 0];
    (u.uFill!.value as THREE.Vector3).set(f[0], f[1], f[2]);
    if (transfer.grade) (u.uGrade!.value as THREE.Vector2).set(transfer.grade.gamma, transfer.grade.gain);
    if (transfer.clamp)
      transfer.outlineTop?.forEach(([x, y], i) => (u.uTop!.value as THREE.Vector2[])[i]!.set(x, y));
    // Output rows run with the target's rows (row 0 = PNG top), so the scissor is in the same space.
    const x0 = Math.max(0, Math.floor(transfer.dest.x));
    const y0 = Math.max(0, Math.floor(transfer.dest.y));
    const x1 = Math.min(this.width, Math.ceil(transfer.dest.x + transfer.dest.w));
    const y1 = Math.min(this.height, Math.ceil(transfer.dest.y + transfer.dest.h));
    if (x1 <= x0 || y1 <= y0) return;
    drawPass(this.renderer, material, this.target, { x: x0, y: y0, width: x1 - x0, height: y1 - y0 });
  }

  /** The readback: PNG rows, top first, straight alpha. */
  read(): RgbaImage {
    const data = new Uint8Array(this.width * this.height * 4);
    this.renderer.readRenderTargetPixels(this.target, 0, 0, this.width, this.height, data);
    return { width: this.width, height: this.height, data };
  }

  dispose(): void {
    this.target.dispose();
  }
}
