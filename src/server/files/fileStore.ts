/**
 * Uploaded images and kit previews, behind one small interface with two homes:
 * - a folder (DATA_DIR/files by default, or a shared FILES_DIR that several instances mount):
 *   every file gets a fresh random name and is written to a temporary file, flushed and renamed
 *   into place, so a crash never leaves a half-written image behind a name the database points at;
 * - the database (the default with DATABASE_URL): a `stored_files` row per file, so every
 *   instance behind a load balancer serves every file without shared disks.
 * Either way the URL is /files/{kind}/{name} and names are never reused, so files cache forever.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export type FileKind = 'kits' | 'uploads';
export type FileExtension = 'jpg' | 'png';

const SAFE_FILE_NAME = /^[a-f0-9-]{36}\.(jpg|png)$/;
const KINDS: readonly FileKind[] = ['kits', 'uploads'];

export interface StoredFile {
  data: Buffer;
  contentType: string;
}

export abstract class FileStore {
  abstract init(): Promise<void>;
  /** Stores the bytes under a fresh name and returns it. */
  abstract write(kind: FileKind, extension: FileExtension, data: Buffer): Promise<string>;
  /** Removing is best effort: a leftover file is harmless, a failed request over it is not. */
  abstract remove(kind: FileKind, name: string): Promise<void>;
  /** The file, or null when there is none (or the name is not one of ours). */
  abstract read(kind: FileKind, name: string): Promise<StoredFile | null>;
  /** Names of one kind, for tests and audits. */
  abstract list(kind: FileKind): Promise<string[]>;
  /** The folder served statically, or null when the database serves files. */
  abstract readonly root: string | null;

  static isKind(value: string): value is FileKind {
    return (KINDS as readonly string[]).includes(value);
  }

  static isSafeName(name: string): boolean {
    return SAFE_FILE_NAME.test(name);
  }

  static contentTypeOf(name: string): string {
    return name.endsWith('.png') ? 'image/png' : 'image/jpeg';
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

const freshName = (extension: FileExtension) => `${randomUUID()}.${extension}`;

export class DiskFileStore extends FileStore {
  constructor(readonly root: string) {
    super();
  }

  async init(): Promise<void> {
    for (const kind of KINDS) await mkdir(path.join(this.root, kind), { recursive: true });
  }

  async write(kind: FileKind, extension: FileExtension, data: Buffer): Promise<string> {
    const name = freshName(extension);
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

  async remove(kind: FileKind, name: string): Promise<void> {
    if (!SAFE_FILE_NAME.test(name)) return;
    await rm(path.join(this.root, kind, name), { force: true }).catch(() => undefined);
  }

  async read(kind: FileKind, name: string): Promise<StoredFile | null> {
    if (!SAFE_FILE_NAME.test(name)) return null;
    try {
      const handle = await open(path.join(this.root, kind, name), 'r');
      try {
        return { data: await handle.readFile(), contentType: FileStore.contentTypeOf(name) };
      } finally {
        await handle.close();
      }
    } catch {
      return null;
    }
  }

  async list(kind: FileKind): Promise<string[]> {
    return (await readdir(path.join(this.root, kind))).filter((name) => SAFE_FILE_NAME.test(name));
  }
}

export class DatabaseFileStore extends FileStore {
  readonly root = null;

  constructor(private readonly db: Kysely<Database>) {
    super();
  }

  async init(): Promise<void> {}

  async write(kind: FileKind, extension: FileExtension, data: Buffer): Promise<string> {
    const name = freshName(extension);
    await this.db
      .insertInto('stored_files')
      .values({ kind, name, data, bytes: data.length, created_at: new Date().toISOString() })
      .execute();
    return name;
  }

  async remove(kind: FileKind, name: string): Promise<void> {
    if (!SAFE_FILE_NAME.test(name)) return;
    await this.db
      .deleteFrom('stored_files')
      .where('kind', '=', kind)
      .where('name', '=', name)
      .execute()
      .catch(() => undefined);
  }

  async read(kind: FileKind, name: string): Promise<StoredFile | null> {
    if (!SAFE_FILE_NAME.test(name)) return null;
    const row = await this.db
      .selectFrom('stored_files')
      .select('data')
      .where('kind', '=', kind)
      .where('name', '=', name)
      .executeTakeFirst();
    return row ? { data: Buffer.from(row.data), contentType: FileStore.contentTypeOf(name) } : null;
  }

  async list(kind: FileKind): Promise<string[]> {
    const rows = await this.db.selectFrom('stored_files').select('name').where('kind', '=', kind).execute();
    return rows.map((row) => row.name);
  }
}
