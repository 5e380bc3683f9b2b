/**
 * ZIP assembly with jszip: flat entries, no folders, no password (FMT opens ZIPs without one).
 * PNGs are stored (already deflated); text entries are deflated. jszip (about 28 kB gzip) is
 * imported when a download starts, not with the editor: most visits never download.
 */
import { encodePng, type RgbaImage } from './png.ts';

export interface DownloadFiles {
  images: Map<string, RgbaImage>;
  texts: Map<string, string>;
  /** Files already encoded (NBA 2K's DDS textures), stored as they are. */
  binaries?: Map<string, Uint8Array>;
}

/** Encodes every image off the main thread, then zips them in the map's order. */
export async function zipFiles(files: DownloadFiles): Promise<Uint8Array> {
  const names = [...files.images.keys()];
  const encoded = await Promise.all(names.map((name) => encodePng(files.images.get(name)!)));
  const { default: JSZip } = await import('jszip');
  const zip = new JSZip();
  names.forEach((name, i) => zip.file(name, encoded[i]!, { compression: 'STORE' }));
  for (const [name, bytes] of files.binaries ?? []) zip.file(name, bytes, { compression: 'STORE' });
  for (const [name, text] of files.texts) zip.file(name, text, { compression: 'DEFLATE' });
  return zip.generateAsync({ type: 'uint8array', platform: 'DOS' });
}
