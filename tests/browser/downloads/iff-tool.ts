/**
 * The public NBA 2K IFF tool's logic (carrnate85-stack/nba2k-jersey-modder @ 24a231a,
 * scanner.py `_scan_zip_iff` / `_pair_textures` and iff_patch.py `_apply_zip_replacements`),
 * replayed in TypeScript from reading its source, so a test can check that what Kitsmith writes
 * is what that tool would find and accept. Independent of src/: it reads the ZIP with jszip and
 * the DDS header by hand.
 */
import JSZip from 'jszip';

export interface ResourceHit {
  kind: 'DDS' | 'TXTR' | 'RDAT';
  name: string;
  size: number;
  archivePath: string;
}

export interface TexturePair {
  key: string;
  dds: ResourceHit[];
  txtr: ResourceHit[];
  status: 'Matched' | 'Missing .txtr' | 'Missing .dds';
}

const basename = (p: string) => p.replace(/\\/g, '/').split('/').pop()!;
const looksLikeHash = (v: string) => v.length >= 8 && /^[0-9a-f]+$/.test(v);

/** scanner.py `_texture_key`. */
function textureKey(name: string): string {
  const n = basename(name).toLowerCase();
  if (n.endsWith('.txtr')) return n.slice(0, -5);
  if (n.endsWith('.dds')) {
    const stem = n.slice(0, -4);
    const dot = stem.lastIndexOf('.');
    return dot > 0 && looksLikeHash(stem.slice(dot + 1)) ? stem.slice(0, dot) : stem;
  }
  return n;
}

/** scanner.py `_scan_zip_iff` + `_pair_textures`: resources by suffix, DDS/TXTR paired by key. */
export async function scanIff(
  bytes: Uint8Array,
): Promise<{ resources: ResourceHit[]; pairs: TexturePair[] }> {
  const zip = await JSZip.loadAsync(bytes);
  const resources: ResourceHit[] = [];
  for (const entry of Object.values(zip.files)) {
    if (entry.dir) continue;
    const suffix = /\.[^./\\]+$/.exec(entry.name.toLowerCase())?.[0] ?? '';
    if (!['.dds', '.txtr', '.rdat'].includes(suffix)) continue;
    resources.push({
      kind: suffix.slice(1).toUpperCase() as ResourceHit['kind'],
      name: basename(entry.name),
      size: (await entry.async('uint8array')).length,
      archivePath: entry.name,
    });
  }
  const groups = new Map<string, { dds: ResourceHit[]; txtr: ResourceHit[] }>();
  for (const r of resources) {
    if (r.kind === 'RDAT') continue;
    const key = textureKey(r.name);
    const group = groups.get(key) ?? { dds: [], txtr: [] };
    (r.kind === 'DDS' ? group.dds : group.txtr).push(r);
    groups.set(key, group);
  }
  const pairs = [...groups.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([key, g]) => ({
      key,
      ...g,
      status: (g.dds.length && g.txtr.length
        ? 'Matched'
        : g.dds.length
          ? 'Missing .txtr'
          : 'Missing .dds') as TexturePair['status'],
    }));
  return { resources, pairs };
}

/**
 * iff_patch.py `_apply_zip_replacements`: every entry copied, a replaced one must start with
 * "DDS " (else the tool raises "… is not a DDS file."). Returns the rewritten entries by name.
 */
export async function applyReplacements(
  source: Uint8Array,
  replacements: Map<string, Uint8Array>,
): Promise<Map<string, Uint8Array>> {
  const zip = await JSZip.loadAsync(source);
  const out = new Map<string, Uint8Array>();
  for (const entry of Object.values(zip.files)) {
    if (entry.dir) continue;
    const replacement = replacements.get(entry.name);
    if (!replacement) {
      out.set(entry.name, await entry.async('uint8array'));
      continue;
    }
    if (String.fromCharCode(...replacement.subarray(0, 4)) !== 'DDS ')
      throw new Error(`${entry.name} is not a DDS file.`);
    out.set(entry.name, replacement);
  }
  return out;
}

/** The DDS header fields a check needs, read by hand (not with src/tools/dds). */
export function ddsFields(bytes: Uint8Array): {
  width: number;
  height: number;
  mipCount: number;
  fourCC: string;
  dxgi: number;
  dataOffset: number;
} {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const fourCC = String.fromCharCode(...bytes.subarray(84, 88));
  return {
    height: view.getUint32(12, true),
    width: view.getUint32(16, true),
    mipCount: view.getUint32(28, true),
    fourCC,
    dxgi: fourCC === 'DX10' ? view.getUint32(128, true) : 0,
    dataOffset: fourCC === 'DX10' ? 148 : 128,
  };
}
