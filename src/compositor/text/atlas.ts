/**
 * Signed distance field atlas of one font face: @mapbox/tiny-sdf draws each glyph's distance field
 * from the loaded face (canvas 2D), potpack packs the glyphs, and the atlas is one R8 texture.
 *
 * Distances, not coverage, are stored so the shader can draw the fill edge and a border at any
 * width from the same texels and stay sharp when a glyph is magnified many times (a 300 px name at
 * texture scale 2 is 600 texels tall). The atlas grows with the characters the kit uses, so a
 * typical layer holds a dozen glyphs rather than a whole font.
 */
import TinySDF from '@mapbox/tiny-sdf';
import potpack from 'potpack';
import * as THREE from 'three';
import type { FontMetrics, GlyphMetrics } from './layout.ts';
import { TEXT_MESSAGES } from './messages.ts';

/**
 * Em size of the glyph fields. 96 px keeps corners tight when a glyph is drawn at 600 texels;
 * the 8-bit field then resolves ~0.1 atlas px.
 */
export const SDF_FONT_SIZE = 96;
/**
 * Distance range encoded around each edge, atlas px. With cutoff 0.25 three quarters of it lie
 * outside the glyph: 24 px = 25 % of the em, enough for the widest border (8, see BORDER_EM_PER_UNIT).
 */
export const SDF_RADIUS = 32;
export const SDF_CUTOFF = 0.25;
/** Empty texels around each glyph: at least the outside range, so a border never hits the cell edge. */
const SDF_BUFFER = 26;

interface StoredGlyph {
  sdf: Uint8ClampedArray;
  metrics: GlyphMetrics;
}

export class FontAtlas implements FontMetrics {
  readonly fontSize = SDF_FONT_SIZE;
  readonly capHeight: number;
  readonly texture: THREE.DataTexture;
  private readonly sdf: TinySDF;
  private readonly measure: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;
  private readonly glyphs = new Map<string, StoredGlyph>();
  private readonly kerns = new Map<string, number>();

  constructor(readonly family: string) {
    const font = { fontSize: SDF_FONT_SIZE, buffer: SDF_BUFFER, radius: SDF_RADIUS, cutoff: SDF_CUTOFF };
    this.sdf = new TinySDF({ ...font, fontFamily: `"${family}"` });
    const canvas = new OffscreenCanvas(8, 8);
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error(TEXT_MESSAGES.noCanvas);
    ctx.font = `${SDF_FONT_SIZE}px "${family}"`;
    this.measure = ctx;
    this.capHeight = ctx.measureText('H').actualBoundingBoxAscent;
    this.texture = new THREE.DataTexture(new Uint8Array(1), 1, 1, THREE.RedFormat, THREE.UnsignedByteType);
    this.texture.unpackAlignment = 1;
    this.texture.minFilter = THREE.LinearMipmapLinearFilter;
    this.texture.magFilter = THREE.LinearFilter;
    this.texture.generateMipmaps = true;
  }

  glyph(char: string): GlyphMetrics | undefined {
    return this.glyphs.get(char)?.metrics;
  }

  /** Pair kerning as the browser's shaper applies it: the pair's width minus both advances. */
  kerning(left: string, right: string): number {
    const key = left + right;
    let k = this.kerns.get(key);
    if (k === undefined) {
      const m = (s: string) => this.measure.measureText(s).width;
      k = m(key) - m(left) - m(right);
      // Sub-pixel noise of the measurement is not kerning.
      if (Math.abs(k) < 0.01) k = 0;
      this.kerns.set(key, k);
    }
    return k;
  }

  /** Makes sure every character of `text` is in the atlas; rebuilds the texture if any was added. */
  ensure(text: string): void {
    let added = false;
    for (const char of new Set(Array.from(text))) {
      if (this.glyphs.has(char)) continue;
      const g = this.sdf.draw(char);
      const inked = g.glyphWidth > 0 && g.glyphHeight > 0;
      this.glyphs.set(char, {
        sdf: g.data,
        metrics: {
          advance: g.glyphAdvance,
          bitmapLeft: g.glyphLeft - SDF_BUFFER,
          bitmapTop: g.glyphTop + SDF_BUFFER,
          width: inked ? g.width : 0,
          height: inked ? g.height : 0,
          atlasX: 0,
          atlasY: 0,
        },
      });
      added = true;
    }
    if (added) this.pack();
  }

  private pack(): void {
    const boxes = [...this.glyphs.values()]
      .filter((g) => g.metrics.width > 0)
      .map((g) => ({ w: g.metrics.width + 1, h: g.metrics.height + 1, x: 0, y: 0, g }));
    const { w, h } = potpack(boxes);
    const width = Math.max(1, Math.ceil(w));
    const height = Math.max(1, Math.ceil(h));
    const data = new Uint8Array(width * height);
    for (const box of boxes) {
      const m = box.g.metrics;
      m.atlasX = box.x;
      m.atlasY = box.y;
      for (let row = 0; row < m.height; row++)
        data.set(box.g.sdf.subarray(row * m.width, (row + 1) * m.width), (box.y + row) * width + box.x);
    }
    // A new image of a different size needs a new GPU texture: dispose so three re-creates it.
    this.texture.dispose();
    this.texture.image = { data, width, height };
    this.texture.needsUpdate = true;
  }
}

const atlases = new Map<string, FontAtlas>();

/** One atlas per loaded font family, shared by every layer that uses the font. */
export function fontAtlas(family: string): FontAtlas {
  let atlas = atlases.get(family);
  if (!atlas) {
    atlas = new FontAtlas(family);
    atlases.set(family, atlas);
  }
  return atlas;
}
