/**
 * A consistent copy of the SQLite database and the stored files. The database goes first, through
 * SQLite's online backup API (a snapshot even while the server writes); files follow. Stored files
 * are never rewritten in place, so every file the snapshot points at is copied unless it was
 * deleted in the meantime, which the summary reports.
 */
import { cp, mkdir, readdir } from 'node:fs/promises';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { SQLITE_FILE_NAME } from '../db/connect.ts';

export interface BackupSummary {
  destination: string;
  databaseBytes: number;
  files: number;
  missingFiles: number;
}

export async function backupDataDir(dataDir: string, destination: string): Promise<BackupSummary> {
  const source = path.join(dataDir, SQLITE_FILE_NAME);
  if (!existsSync(source)) throw new Error(`No database at ${source}`);
  await mkdir(destination, { recursive: true });
  const target = path.join(destination, SQLITE_FILE_NAME);
  const live = new SQLite(source, { fileMustExist: true });
  let referenced: string[];
  try {
    await live.backup(target);
  } finally {
    live.close();
  }
  const copy = new SQLite(target, { readonly: true });
  try {
    const check = copy.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new Error(`Backup failed its integrity check: ${String(check)}`);
    const urls = copy
      .prepare(
        `select image as url from kits where image is not null
         union select '/files/uploads/' || file from uploads`,
      )
      .all() as { url: string }[];
    referenced = urls.map((row) => row.url.replace(/^\/files\//, ''));
  } finally {
    copy.close();
  }
  const filesDir = path.join(dataDir, 'files');
  let files = 0;
  if (existsSync(filesDir)) {
    await cp(filesDir, path.join(destination, 'files'), {
      recursive: true,
      // Half-written temporaries are not part of the store.
      filter: (src) => !src.endsWith('.tmp'),
    });
    for (const kind of await readdir(path.join(destination, 'files'))) {
      files += (await readdir(path.join(destination, 'files', kind))).length;
    }
  }
  const missingFiles = referenced.filter((rel) => !existsSync(path.join(destination, 'files', rel))).length;
  const { size } = statSync(target);
  return { destination, databaseBytes: size, files, missingFiles };
}
