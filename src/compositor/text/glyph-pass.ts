/**
 * What every text-drawing layer kind (text, nba_text, printing, printing_shorts, print_preview)
 * shares: loading a font's atlas for the characters a layer uses, and the layer's glyph table
 * texture, reused across slider edits so a drag allocates nothing on the GPU.
 */
import type * as THREE from 'three';
import { fontAtlas, SDF_CUTOFF, SDF_RADIUS, type FontAtlas } from './atlas.ts';
import { loadFontFace, resolveFont } from './fonts.ts';
import { glyphTableData, glyphTableTexture, GLYPH_TEXELS, type GlyphTable } from './glyph-table.ts';
import type { LayerUniforms, RegionBox } from '../layers/contract.ts';
import type { GlyphInstance } from './layout.ts';
import { withBorder } from './place-text.ts';

const ready = new Map<string, FontAtlas>();

/** Loads the font face (falling back to the default font) and adds `text`'s glyphs to its atlas. */
export async function loadAtlas(fontId: string, text: string): Promise<FontAtlas> {
  const font = await resolveFont(fontId);
  const family = await loadFontFace(font);
  const atlas = fontAtlas(family);
  atlas.ensure(text);
  ready.set(fontId, atlas);
  return atlas;
}

/** The atlas of a font already loaded by `loadAtlas`, or undefined while it is loading. */
export function loadedAtlas(fontId: string): FontAtlas | undefined {
  return ready.get(fontId);
}

const tables = new Map<string, THREE.DataTexture>();
/**
 * Tables kept: one per text layer per area in practice. Past this the oldest is disposed (three
 * re-uploads it from its data if that layer draws again), so layers without a uuid, keyed by
 * their content, cannot pile up GPU textures during a drag.
 */
const MAX_TABLES = 64;

/**
 * Which glyph table a layer uses: per area (one layer can be laid out differently in two areas)
 * and per layer, by uuid, or by content for a layer without one so two never share a table.
 */
export function glyphTableKey(layer: object, area: string): string {
  const uuid = (layer as { uuid?: unknown }).uuid;
  return `${area}:${typeof uuid === 'string' && uuid ? uuid : JSON.stringify(layer)}`;
}

/** The glyph table texture of one layer, updated in place when its size allows. */
export function glyphTable(layerId: string, table: GlyphTable): THREE.DataTexture {
  const existing = tables.get(layerId);
  if (existing && existing.image.height === table.rows) {
    (existing.image.data as Float32Array).set(table.data);
    existing.needsUpdate = true;
    return existing;
  }
  existing?.dispose();
  tables.delete(layerId);
  const texture = glyphTableTexture(table);
  tables.set(layerId, texture);
  if (tables.size > MAX_TABLES) {
    const [oldestKey, oldest] = tables.entries().next().value!;
    oldest.dispose();
    tables.delete(oldestKey);
  }
  return texture;
}

/**
 * Most glyphs one layer draws. Every texel of a layer loops over its glyphs, so this bounds the
 * cost of a pathological text; it is far above any kit lettering (a 60-character text on both
 * sleeves is 120).
 */
export const MAX_LAYER_GLYPHS = 256;

/**
 * The boxes of a layer's glyph runs (the table's run rows: region, anchor as fractions of the
 * region's half size, box from the anchor; see glyph-table.ts), in region pixel space, from the
 * uniforms glyphUniforms returned. The shader draws nothing outside them.
 */
export function glyphFootprint(uniforms: LayerUniforms): RegionBox[] {
  const table = uniforms.uGlyphs as THREE.DataTexture | null | undefined;
  const runs = typeof uniforms.uRunCount === 'number' ? uniforms.uRunCount : 0;
  const data = table?.image.data as Float32Array | undefined;
  if (!data) return [];
  const rowFloats = GLYPH_TEXELS * 4;
  const boxes: RegionBox[] = [];
  for (let r = 0; r < runs; r++) {
    const row = r * rowFloats;
    const region = Math.round(data[row]!);
    const ax = data[row + 1]!;
    const ay = data[row + 2]!;
    const b = row + 8; // texel 2 of the run row: the box
    boxes.push({ region, box: [data[b]!, data[b + 1]!, data[b + 2]!, data[b + 3]!], anchor: [ax, ay] });
  }
  return boxes;
}

/** The uniforms every glyph shader declares; `borderPx` outlines every glyph (0 = none). */
export function glyphUniforms(
  layerId: string,
  atlas: FontAtlas | undefined,
  glyphs: readonly GlyphInstance[],
  borderPx: number,
) {
  const drawn = atlas ? withBorder(glyphs.slice(0, MAX_LAYER_GLYPHS), borderPx, atlas.fontSize) : [];
  const table = glyphTableData(drawn);
  return {
    uAtlas: atlas?.texture ?? null,
    uGlyphs: glyphTable(layerId, table),
    uRunCount: table.runs,
    uSdf: [SDF_CUTOFF, SDF_RADIUS],
  };
}
