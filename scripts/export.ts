/**
 * Writes a game download headlessly, through the same code as the editor's download bar:
 *
 *   npm run export -- <kit.json> --game <eafc|fifa|fm> [--team <id>] [--type home|away|third]
 *                     [--file <file>] [--name <team name>] [--mode default|pes2021|keep]
 *                     [--jersey <mod name>] [--nba-game 25|26] --out <file>
 *
 * The kit goes through the editor's load (restoreKit) in headless Chromium; the file is built by
 * window.kitsmith.exportDownload (src/tools/downloads.ts). A bad kit file or argument exits
 * non-zero with a one-line reason.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Page } from 'puppeteer-core';
import { launchGpuBrowser, openPage, serveBuiltApp } from '../tests/browser/harness.ts';
import { GAMES } from '../src/kit/index.ts';
import { gameDownloadFiles, requestProblem, type DownloadRequest } from '../src/tools/download-requests.ts';

export class ExportArgumentError extends Error {}

export interface ExportArgs {
  kitFile: string;
  game: string;
  request: DownloadRequest;
  out: string;
}

/** Reads the command line; throws ExportArgumentError with a one-line reason. */
export function parseExportArgs(argv: string[]): ExportArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        game: { type: 'string' },
        team: { type: 'string' },
        type: { type: 'string' },
        jersey: { type: 'string' },
        file: { type: 'string' },
        name: { type: 'string' },
        mode: { type: 'string' },
        'nba-game': { type: 'string' },
        out: { type: 'string' },
      },
    });
  } catch (error) {
    throw new ExportArgumentError((error as Error).message.split('\n')[0]);
  }
  const { values, positionals } = parsed;
  const kitFile = positionals[0];
  if (!kitFile)
    throw new ExportArgumentError(
      'missing the kit file (npm run export -- <kit.json> --game <game> --out <file>)',
    );
  if (positionals.length > 1) throw new ExportArgumentError(`unexpected argument "${positionals[1]}"`);
  const game = values.game;
  if (!game || !(GAMES as readonly string[]).includes(game))
    throw new ExportArgumentError(`--game must be one of ${GAMES.join(', ')}`);
  if (!values.out) throw new ExportArgumentError('missing --out <file>');
  const files = gameDownloadFiles(game);
  if (!files.length) throw new ExportArgumentError(`${game} has no download yet`);
  const jersey = values.jersey ? nbaModFromName(values.jersey) : undefined;
  if (values.jersey && !jersey)
    throw new ExportArgumentError(`--jersey must be a mod name like bos_home_2025, got "${values.jersey}"`);
  const file =
    values.file ?? (game === 'basketball' ? (jersey ? 'nba-jersey-zip' : 'nba-generic-zip') : files[0]!);
  const request: DownloadRequest = {
    file: file as DownloadRequest['file'],
    teamId: values.team,
    type: values.type ?? (game === 'fm' ? 'home' : undefined),
    name: values.name ?? (values.team ? `team_${values.team}` : 'kit'),
    colorMode: values.mode,
    nbaGame: Number(values['nba-game'] ?? 26),
    jersey,
  };
  const problem = requestProblem(game, request);
  if (problem) throw new ExportArgumentError(problem);
  return { kitFile, game, request, out: values.out };
}

/** An NBA mod entry from its name (`<team>_<jersey type>_<season>`, as in exported_mods_*.json). */
export function nbaModFromName(name: string) {
  const match = /^([a-z]{3})_([a-z_]+)_(\d{4})$/.exec(name);
  return match ? { name, team_id: match[1]!, jersey_type: match[2]!, season: Number(match[3]) } : undefined;
}

/** Reads and parses the kit file; throws ExportArgumentError when it is not a kit's JSON. */
export function readKitFile(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new ExportArgumentError(`cannot read the kit file "${file}"`);
  }
  try {
    const data = JSON.parse(text) as unknown;
    if (typeof data !== 'object' || data === null) throw new Error();
    return data;
  } catch {
    throw new ExportArgumentError(`"${file}" is not a kit's JSON`);
  }
}

/**
 * One browser and app server for many downloads (bulk generation, tests): a page per game, kept
 * while the next kit is of the same game, so the editor starts once, not once per kit.
 */
export interface ExportSession {
  readonly renderer: string;
  /** Loads `kit` as a user's load would and builds `request` with the download bar's code. */
  build(game: string, kit: unknown, request: DownloadRequest): Promise<{ name: string; bytes: Uint8Array }>;
  close(): Promise<void>;
}

export async function openExportSession(): Promise<ExportSession> {
  const gpu = await launchGpuBrowser({ quiet: true });
  const app = await serveBuiltApp().catch(async (error: unknown) => {
    await gpu.close();
    throw error;
  });
  let open: { game: string; page: Page } | undefined;
  return {
    renderer: gpu.renderer,
    async build(game, kit, request) {
      if (open?.game !== game) {
        await open?.page.close();
        // The editor composites at 0.25 (fast); the download is made at the game's own size.
        const url = `${app.url}/?game=${encodeURIComponent(game)}&scale=${process.env.KS_SCALE ?? 0.25}`;
        open = { game, page: (await openPage(gpu, url)).page };
        await open.page.waitForFunction(() => window.kitsmith !== undefined);
      }
      const file = await open.page.evaluate(
        async (data, req) => {
          await window.kitsmith!.ready;
          await window.kitsmith!.loadKit(data);
          return window.kitsmith!.exportDownload!(req);
        },
        kit,
        request,
      );
      return { name: file.name, bytes: new Uint8Array(Buffer.from(file.base64, 'base64')) };
    },
    async close() {
      await gpu.close();
      await app.close();
    },
  };
}

/** Writes each job's file through one export session. */
export async function exportKits(jobs: readonly ExportArgs[]): Promise<string[]> {
  const kits = jobs.map((job) => readKitFile(job.kitFile));
  const session = await openExportSession();
  const written: string[] = [];
  try {
    for (const [i, job] of jobs.entries()) {
      writeFileSync(job.out, (await session.build(job.game, kits[i], job.request)).bytes);
      written.push(job.out);
    }
  } finally {
    await session.close();
  }
  return written;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isMain) {
  try {
    const args = parseExportArgs(process.argv.slice(2));
    console.log((await exportKits([args]))[0]);
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    console.error(`export: ${reason}`);
    process.exit(error instanceof ExportArgumentError ? 2 : 1);
  }
}
