/**
 * Uploaded images and kit previews on disk under DATA_DIR/files/{kind}/. Every file gets a fresh
 * random name and is written to a temporary file, flushed and renamed into place, so a crash never
 * leaves a half-written image behind a name the database already points at.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';

export type FileKind = 'kits' | 'uploads';

const SAFE_FILE_NAME = /^[a-f0-9-]{36}\.(jpg|png)$/;

export class FileStore {
  readonly root: string;

  constructor(dataDir: string) {
    this.root = path.join(dataDir, 'files');
  }

  async init(): Promise<void> {
    await mkdir(path.join(this.root, 'kits'), { recursive: true });
    await mkdir(path.join(this.root, 'uploads'), { recursive: true });
  }

  async write(kind: FileKind, extension: 'jpg' | 'png', data: Buffer): Promise<string> {
    const name = `${randomUUID()}.${extension}`;
    const target = path.join(this.root, kind, name);
    const temporary = `${target}.${process.pid}.tmp`;
    const handle = await open(temporary, 'wx');
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, target);
    return name;
  }

  /** Removing is best effort: a leftover file is harmless, a failed request over it is not. */
  async remove(kind: FileKind, name: string): Promise<void> {
    if (!SAFE_FILE_NAME.test(name)) return;
    await rm(path.join(this.root, kind, name), { force: true }).catch(() => undefined);
  }

  static url(kind: FileKind, name: string): string {
    return `/files/${kind}/${name}`;
  }

  /** The stored file name behind one of our URLs, or null for anything else. */
  static fileFromUrl(kind: FileKind, url: string): string | null {
    const prefix = `/files/${kind}/`;
    if (!url.startsWith(prefix)) return null;
    const name = url.slice(prefix.length);
    return SAFE_FILE_NAME.test(name) ? name : null;
  }
}
