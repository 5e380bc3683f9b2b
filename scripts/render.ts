/**
 * Renders a kit's textures with the real compositor in headless Chromium and writes PNGs.
 *
 *   npm run render -- <kit.json> --game eafc --scale 1 --out <dir>
 *
 * Writes <area>-<map>.png for every area of the game's layout and every map (albedo, normal,
 * orm). The kit goes through restoreKit exactly like a user's load (window.kitsmith.loadKit).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Page } from 'puppeteer-core';
import { launchGpuBrowser, openPage, serveBuiltApp } from '../tests/browser/harness.ts';
import '../src/games/all.ts';
import { gameLayout, type AreaId } from '../src/games/index.ts';

const MAPS = ['albedo', 'normal', 'orm'] as const;

export type TextureMapName = (typeof MAPS)[number];

/** One Chromium page on the built app for a game and scale, reused for many kits. */
export interface RenderSession {
  readonly renderer: string;
  /** The app's page (screenshots of the 3D view). */
  readonly page: Page;
  /** Loads `data` like a user's load and writes <area>-<map>.png into `out`. */
  render(data: unknown, out: string, maps?: readonly TextureMapName[]): Promise<string[]>;
  close(): Promise<void>;
}

export async function openRenderSession(game: string, scale: number): Promise<RenderSession> {
  const gpu = await launchGpuBrowser();
  const app = await serveBuiltApp().catch(async (error: unknown) => {
    await gpu.close();
    throw error;
  });
  const { page, errors } = await openPage(gpu, `${app.url}/?game=${encodeURIComponent(game)}&scale=${scale}`);
  await page.waitForFunction(() => window.kitsmith !== undefined);
  await page.evaluate(() => window.kitsmith!.ready);
  const areas = Object.keys(gameLayout(game).areas) as AreaId[];
  return {
    renderer: gpu.renderer,
    page,
    async render(data, out, maps = MAPS) {
      const report = await page.evaluate((kit) => window.kitsmith!.loadKit(kit), data);
      if (report.dropped.length) console.warn('Layers dropped on load:', report.dropped);
      mkdirSync(out, { recursive: true });
      const written: string[] = [];
      for (const area of areas) {
        for (const map of maps) {
          const base64 = await page.evaluate(
            async (a, m) => {
              const blob = await window.kitsmith!.exportTexture(a, m);
              const bytes = new Uint8Array(await blob.arrayBuffer());
              let binary = '';
              for (let i = 0; i < bytes.length; i += 0x8000)
                binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
              return btoa(binary);
            },
            area,
            map,
          );
          const target = path.join(out, `${area}-${map}.png`);
          writeFileSync(target, Buffer.from(base64, 'base64'));
          written.push(target);
        }
      }
      if (errors.length) console.warn('Page errors:', errors.splice(0));
      return written;
    },
    async close() {
      await gpu.close();
      await app.close();
    },
  };
}

export async function renderKit(file: string, game: string, scale: number, out: string): Promise<string[]> {
  const data = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  const session = await openRenderSession(game, scale);
  try {
    return await session.render(data, out);
  } finally {
    await session.close();
  }
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isMain) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      game: { type: 'string', default: 'eafc' },
      scale: { type: 'string', default: '1' },
      out: { type: 'string', default: 'render-out' },
    },
  });
  const file = positionals[0];
  const scale = Number(values.scale);
  if (!file || ![0.25, 0.5, 1, 2].includes(scale)) {
    console.error('Usage: npm run render -- <kit.json> --game eafc --scale 1|0.5|0.25|2 --out <dir>');
    process.exit(2);
  }
  const written = await renderKit(file, values.game!, scale, values.out!);
  for (const f of written) console.log(f);
}
