/**
 * The five game sites, served by the real server: each loads with its title and downloads only its
 * own game's layout chunk (read from the build manifest), the game-only hotspots panel stays out of
 * the other games' download, and no page loads the ZIP writer, the lights panel or the changelog
 * before they are asked for, the root offers the five with the last one first, and the combined
 * FIFA / EA FC site switches in place (asking first when there are unsaved changes). A game page's
 * first load stays at most 300 kB of JavaScript (gzip): it paints the shell's skeleton while the
 * editor's chunk (three.js, the compositor) is on its way. Its scripts come as the brotli or gzip
 * copies the build made (scripts/precompress.ts).
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { HTTPRequest, HTTPResponse } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstLoad } from '../../../bench/build/first-load.ts';
import { ROOT, screenshotPath } from '../harness.ts';
import { openEditorPage, type EditorPage } from '../editor/editor-page.ts';

const GAMES = ['eafc', 'fifa', 'pes', 'fm', 'basketball'] as const;
const TITLES: Record<(typeof GAMES)[number], string> = {
  eafc: 'EAFC Kit Creator · Kitsmith',
  fifa: 'FIFA Kit Creator · Kitsmith',
  pes: 'PES Kit Creator · Kitsmith',
  fm: 'FM Kit Creator · Kitsmith',
  basketball: 'Basketball Kit Creator · Kitsmith',
};

type Manifest = Record<string, { file: string; src?: string }>;
const manifest = JSON.parse(readFileSync(path.join(ROOT, 'dist/.vite/manifest.json'), 'utf8')) as Manifest;
const chunkOf = (source: string) => {
  const entry = manifest[source];
  if (!entry) throw new Error(`${source} is not in the build manifest`);
  return entry.file;
};
// Each game's layout chunk is named game-<game>-<hash>.js (vite.config.ts).
const layoutChunks = Object.fromEntries(
  GAMES.map((game) => {
    const files = Object.values(manifest)
      .map((entry) => entry.file)
      .filter((file) => file.startsWith(`assets/game-${game}-`));
    if (files.length !== 1) throw new Error(`expected one layout chunk for ${game}, found ${files.length}`);
    return [game, files[0]!];
  }),
);
const hotspotsChunk = chunkOf('src/ui/hotspots/HotspotsPanel.tsx');
// Loaded when a player asks for them, never with the page: the ZIP writer (a download), the
// admin's lights panel (leva), the changelog.
const rareChunks = [
  Object.values(manifest).find((entry) => entry.src?.endsWith('node_modules/jszip/dist/jszip.min.js'))?.file,
  chunkOf('src/ui/viewer/LightsPanel.tsx'),
  chunkOf('src/ui/info/ChangelogView.tsx'),
];

let session: EditorPage;
beforeAll(async () => {
  session = await openEditorPage();
});
afterAll(async () => {
  await session?.close();
});

/** Opens a site and returns the script files it downloaded. */
async function openSite(address: string): Promise<string[]> {
  const scripts: string[] = [];
  const onResponse = (response: HTTPResponse) => {
    const file = new URL(response.url()).pathname.replace(/^\//, '');
    if (file.endsWith('.js')) scripts.push(file);
  };
  session.page.on('response', onResponse);
  await session.page.goto(address, { waitUntil: 'load' });
  await session.page.waitForFunction(() => window.kitsmith !== undefined);
  await session.page.waitForFunction(() => !document.querySelector('.status-overlay'), { timeout: 60_000 });
  session.page.off('response', onResponse);
  return scripts;
}

describe('game sites', () => {
  it("sends a site's scripts as the compressed copies the build made", async () => {
    const sent: { file: string; encoding?: string; length?: string }[] = [];
    const onResponse = (response: HTTPResponse) => {
      const file = new URL(response.url()).pathname.replace(/^\//, '');
      const headers = response.headers();
      if (file.endsWith('.js'))
        sent.push({ file, encoding: headers['content-encoding'], length: headers['content-length'] });
    };
    session.page.on('response', onResponse);
    try {
      await openSite(`${session.server.url}/eafc/?scale=0.25`);
    } finally {
      session.page.off('response', onResponse);
    }
    // The server sends files under 1 kB as they are (scripts/precompress.ts makes no copy).
    const worthIt = sent.filter(({ file }) => statSync(path.join(ROOT, 'dist', file)).size >= 1024);
    expect(worthIt.length).toBeGreaterThan(10);
    for (const { file, encoding, length } of worthIt) {
      expect(['br', 'gzip'], file).toContain(encoding);
      // The build's copy, byte for byte, not one the server made for this request.
      const copy = path.join(ROOT, 'dist', `${file}.${encoding === 'br' ? 'br' : 'gz'}`);
      expect(Number(length), file).toBe(statSync(copy).size);
    }
  });

  it.each(GAMES)('/%s/ has its title and only its own game chunks', async (game) => {
    const scripts = await openSite(`${session.server.url}/${game}/?scale=0.25`);
    expect(await session.page.title()).toBe(TITLES[game]);
    expect(await session.page.evaluate(() => window.kitsmith?.getKit())).toContain(`"game":"${game}"`);
    // fifa's layout is eafc's (the combined site), so its chunk brings eafc's along.
    const own = game === 'fifa' ? ['fifa', 'eafc'] : [game];
    for (const other of GAMES) {
      if (own.includes(other)) expect(scripts).toContain(layoutChunks[other]);
      else expect(scripts).not.toContain(layoutChunks[other]);
    }
    expect(scripts).not.toContain(hotspotsChunk);
    for (const rare of rareChunks) {
      // A chunk of its own (a static import would fold it into the page's chunks).
      expect(rare).toMatch(/^assets\//);
      expect(scripts).not.toContain(rare);
    }
    // The tab's icon, served: without one the browser asks for a /favicon.ico nobody ships.
    const icon = await session.page.$eval('link[rel="icon"]', (link) => (link as HTMLLinkElement).href);
    expect(new URL(icon).pathname).toBe('/favicon.svg');
    const served = await session.page.evaluate(async (href) => {
      const response = await fetch(href);
      return { status: response.status, type: response.headers.get('content-type') };
    }, icon);
    expect(served).toEqual({ status: 200, type: expect.stringContaining('image/svg+xml') });
    await session.user.waitComposited();
    await session.page.screenshot({ path: screenshotPath(`site-${game}-1280x720.png`) });
  });

  it("a game page's first load is at most 300 kB gzip and paints before the editor's chunk", async () => {
    // issue 30: the figures of bench/build/first-load.ts, read from this build.
    const { pages } = firstLoad(path.join(ROOT, 'dist'));
    const three = Object.values(manifest).find((entry) => /^assets\/three\.module-/.test(entry.file))?.file;
    expect(three).toBeDefined();
    for (const game of GAMES) {
      const figures = pages[`${game}/index.html`] as { js: { gzip_kB: number }; chunks: string[] };
      expect(figures.js.gzip_kB, game).toBeLessThanOrEqual(300);
      expect(
        figures.chunks.map((chunk) => chunk.split(' ')[0]),
        game,
      ).not.toContain(three);
    }
    // The editor's chunk held back: the page shows its frame and says it is loading, then the
    // editor comes once the chunk is let through.
    const { page } = session;
    const editorChunk = chunkOf('src/editor-page.tsx');
    let held: HTTPRequest | undefined;
    const onRequest = (request: HTTPRequest) => {
      if (new URL(request.url()).pathname === `/${editorChunk}`) held = request;
      else void request.continue();
    };
    await page.setRequestInterception(true);
    // The chunk is cached as immutable from the sites opened before: without this the browser
    // takes it from its cache and no request comes to hold.
    await page.setCacheEnabled(false);
    page.on('request', onRequest);
    try {
      // The last site opened: the root's test below finds it first in its list.
      await page.goto(`${session.server.url}/basketball/?scale=0.25`, { waitUntil: 'domcontentloaded' });
      const status = await page.waitForSelector('::-p-role([role="status"])');
      expect(await status!.evaluate((p) => p.textContent)).toBe('Loading...');
      // The shell's heading, in its place (styled upper case, so read as text).
      expect(await page.$eval('.shell-head h1', (h1) => h1.textContent)).toBe('Kitsmith');
      expect(held).toBeDefined();
      expect(await page.evaluate(() => window.kitsmith)).toBeUndefined();
      await page.screenshot({ path: screenshotPath('site-skeleton-1280x720.png') });
      await status!.dispose();
      await held!.continue();
      await page.waitForFunction(() => window.kitsmith !== undefined);
      expect(await page.evaluate(() => window.kitsmith?.getKit())).toContain('"game":"basketball"');
    } finally {
      page.off('request', onRequest);
      await page.setRequestInterception(false);
      await page.setCacheEnabled(true);
    }
  });

  it('the chooser and the account pages load none of the kit document code (zod)', async () => {
    const kitChunk =
      manifest[
        '_' +
          Object.values(manifest)
            .find((e) => /^assets\/kit-[\w-]+\.js$/.test(e.file))!
            .file.slice(7)
      ]!.file;
    for (const address of ['/', '/login/']) {
      const scripts: string[] = [];
      const onResponse = (response: HTTPResponse) => scripts.push(new URL(response.url()).pathname.slice(1));
      session.page.on('response', onResponse);
      await session.page.goto(`${session.server.url}${address}`, { waitUntil: 'networkidle0' });
      session.page.off('response', onResponse);
      expect(scripts.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(0);
      expect(scripts).not.toContain(kitChunk);
    }
  });

  it('the root offers the five games, the last one opened first', async () => {
    await session.page.goto(`${session.server.url}/`, { waitUntil: 'load' });
    const first = await session.page.waitForSelector('.game-list a');
    expect(await first!.evaluate((a) => a.getAttribute('href'))).toBe('/basketball/');
    const links = await session.page.$$eval('.game-list a', (as) => as.map((a) => a.getAttribute('href')));
    expect([...links].sort()).toEqual(['/basketball/', '/eafc/', '/fifa/', '/fm/', '/pes/']);
    await session.page.screenshot({ path: screenshotPath('site-root-1280x720.png') });
  });

  it('switches EA FC to FIFA in place, asking first when there are unsaved changes', async () => {
    const { page, user } = session;
    // Records which game's editor each assignment of window.kitsmith belongs to (none: cleared).
    await page.evaluateOnNewDocument(() => {
      let surface: unknown;
      const seen: string[] = [];
      Object.assign(window, { __kitsmithSeen: seen });
      Object.defineProperty(window, 'kitsmith', {
        configurable: true,
        get: () => surface,
        set: (value: { getKit(): string } | undefined) => {
          surface = value;
          seen.push(value ? (JSON.parse(value.getKit()) as { game: string }).game : 'none');
        },
      });
    });
    await openSite(`${session.server.url}/eafc/?scale=0.25`);
    await user.waitIdle();
    // Choosing the current mode does nothing.
    await (await user.get('button', 'EA FC')).click();
    expect(await page.$('[role="alertdialog"]')).toBeNull();

    await user.addLayer('Design');
    await page.waitForSelector('.unsaved');
    await (await user.get('button', 'FIFA')).click();
    await page.waitForSelector('::-p-text(There are unsaved changes. Continue?)');
    await user.clickButton('Cancel');
    expect(new URL(page.url()).pathname).toBe('/eafc/');

    await (await user.get('button', 'FIFA')).click();
    await user.clickButton('Continue');
    await page.waitForFunction(() => document.title === 'FIFA Kit Creator · Kitsmith');
    // The stopped eafc editor's automation is gone; the fifa editor's appears once its kit is in.
    await page.waitForFunction(() => window.kitsmith !== undefined, { timeout: 60_000 });
    await user.waitIdle();
    expect(new URL(page.url()).pathname).toBe('/fifa/');
    // A new editor: the fifa kit, without the layer added on the eafc one, and the mode stored.
    const kit = JSON.parse((await page.evaluate(() => window.kitsmith!.getKit())) as string) as {
      game: string;
    };
    expect(kit.game).toBe('fifa');
    // The stopped editor's surface was taken away before the new one's came.
    expect(
      await page.evaluate(() => (window as unknown as { __kitsmithSeen: string[] }).__kitsmithSeen),
    ).toEqual(['eafc', 'none', 'fifa']);
    expect(await page.$('.unsaved')).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('mode'))).toBe('"fifa"');
    expect(await page.$('canvas')).not.toBeNull();
    expect(session.errors).toEqual([]);
  });
});
