/**
 * "Patch my uniform": the player's own NBA 2K uniform .iff, read and rewritten in the browser.
 * A 2K26 IFF is a plain ZIP of `<map>.<16-hex hash>.dds` entries beside `.TXTR`, `.RDAT` and
 * `unitweak.FxTweakables` entries (game-formats.md §4.1, read in the public tool's scanner.py
 * and iff_patch.py). As that tool does, each known map's `.dds` entry is replaced and every
 * other entry is left as it was (same bytes, same compression method, same date). Inside the
 * game's own archives an IFF is Oodle-compressed (`VCZ\0` at byte 12); 2K's mod.exe writes the
 * plain ZIP under `<game>/mods/`, and that copy is the one the player chooses.
 */
import type JSZip from 'jszip';
import { readDdsInfo, type DdsInfo } from './dds/dds-header.ts';
import { nbaMapOfEntry, type NbaMap } from './nba-maps.ts';

/** Why a chosen file cannot be patched; each has its message (nba.iff.<problem>). */
export type IffProblem = 'empty' | 'notIff' | 'packed' | 'noDds' | 'noKnownMap';

export class IffError extends Error {
  constructor(readonly problem: IffProblem) {
    super(`uniform IFF: ${problem}`);
  }
}

export interface IffTexture {
  /** The entry's path inside the IFF. */
  path: string;
  map: NbaMap;
  /** The texture being replaced: its size, mip count and block format. */
  info: DdsInfo;
}

export interface UniformIff {
  zip: JSZip;
  textures: IffTexture[];
}

const u32 = (b: Uint8Array, o: number) =>
  (b[o]! | (b[o + 1]! << 8) | (b[o + 2]! << 16) | (b[o + 3]! << 24)) >>> 0;
const u16 = (b: Uint8Array, o: number) => b[o]! | (b[o + 1]! << 8);

interface CentralEntry {
  method: number;
  encrypted: boolean;
}

/**
 * The ZIP's central directory by name (compression method, encryption bit), or null when the
 * bytes have no end-of-central-directory record (not a ZIP).
 */
function centralDirectory(bytes: Uint8Array): Map<string, CentralEntry> | null {
  const floor = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let o = bytes.length - 22; o >= floor; o--)
    if (u32(bytes, o) === 0x06054b50) {
      end = o;
      break;
    }
  if (end < 0) return null;
  const count = u16(bytes, end + 10);
  let o = u32(bytes, end + 16);
  const entries = new Map<string, CentralEntry>();
  const decoder = new TextDecoder();
  for (let i = 0; i < count && o + 46 <= bytes.length && u32(bytes, o) === 0x02014b50; i++) {
    const nameLength = u16(bytes, o + 28);
    const name = decoder.decode(bytes.subarray(o + 46, o + 46 + nameLength));
    entries.set(name, { method: u16(bytes, o + 10), encrypted: (u16(bytes, o + 8) & 1) === 1 });
    o += 46 + nameLength + u16(bytes, o + 30) + u16(bytes, o + 32);
  }
  return entries;
}

const isVcz = (bytes: Uint8Array) =>
  bytes.length >= 16 && bytes[12] === 0x56 && bytes[13] === 0x43 && bytes[14] === 0x5a && bytes[15] === 0;

/** Reads a uniform IFF and finds the maps Kitsmith can replace; IffError when it cannot. */
export async function readUniformIff(bytes: Uint8Array): Promise<UniformIff> {
  if (bytes.length === 0) throw new IffError('empty');
  if (isVcz(bytes)) throw new IffError('packed');
  const central = centralDirectory(bytes);
  if (!central) throw new IffError('notIff');
  if ([...central.values()].some((e) => e.encrypted)) throw new IffError('packed');
  const { default: JSZip } = await import('jszip');
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(bytes);
  } catch {
    throw new IffError('notIff');
  }
  const entries = Object.values(zip.files).filter((f) => !f.dir);
  // Keep each entry's own compression when the archive is written again.
  for (const entry of entries)
    entry.options.compression = central.get(entry.name)?.method === 8 ? 'DEFLATE' : 'STORE';
  const dds = entries.filter((f) => f.name.toLowerCase().endsWith('.dds'));
  if (dds.length === 0) throw new IffError('noDds');
  const textures: IffTexture[] = [];
  for (const entry of dds) {
    const map = nbaMapOfEntry(entry.name);
    if (!map) continue;
    const info = readDdsInfo(await entry.async('uint8array'));
    if (info) textures.push({ path: entry.name, map, info });
  }
  if (textures.length === 0) throw new IffError('noKnownMap');
  return { zip, textures };
}

/**
 * The IFF with each texture's entry replaced by `encode`'s DDS bytes; every other entry keeps
 * its bytes, compression and date.
 */
export async function patchUniformIff(
  iff: UniformIff,
  encode: (texture: IffTexture) => Promise<Uint8Array>,
): Promise<Uint8Array> {
  for (const texture of iff.textures) {
    const old = iff.zip.files[texture.path]!;
    iff.zip.file(texture.path, await encode(texture), {
      date: old.date,
      compression: old.options.compression,
      binary: true,
    });
  }
  return iff.zip.generateAsync({ type: 'uint8array', platform: 'DOS' });
}

/**
 * Where the patched file goes: loose mods sit under `<game>/mods/` at the path the game's
 * manifest gives (§4.1); uniform resources are `clothing/clothing_resource_u…`.
 */
export function nbaModsPath(fileName: string): string {
  return /^clothing_resource_/i.test(fileName) ? `mods/clothing/${fileName}` : `mods/<…>/${fileName}`;
}
