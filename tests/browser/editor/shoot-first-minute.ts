/**
 * The first minute of a new player at 1440x900, in both themes (issue 31), to look at and for
 * the README: the template chooser, a template picked, name and number, the Save preview's
 * render (front and back), and the share page of the saved kit. Each shot is written to the
 * folder (default /tmp/first-minute-shots, outside the repository); with --sheet the two themes
 * are put side by side, one row per step, in docs/screenshots/first-minute-1440x900.png.
 * Run: npx vite build && npx tsx tests/browser/editor/shoot-first-minute.ts [folder] [--sheet]
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import sharp from 'sharp';
import { THEME_COOKIE } from '../../../src/kit/startup.ts';
import { launchGpuBrowser, ROOT } from '../harness.ts';
import { startEditorServer } from './editor-server.ts';
import { EditorUser } from './editor-user.ts';

const SIZE = { width: 1440, height: 900 } as const;
const args = process.argv.slice(2);
const OUT = args.find((a) => !a.startsWith('--')) ?? '/tmp/first-minute-shots';
const THEMES = ['dark', 'light'] as const;
const STEPS = ['chooser', 'template', 'name-number', 'preview', 'share'] as const;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The editor as the player sees it in each theme (the preference's effect, set directly). */
async function themed(page: Page, step: string): Promise<void> {
  for (const theme of THEMES) {
    await page.evaluate((theme) => (document.documentElement.dataset.theme = theme), theme);
    await pause(400);
    await page.screenshot({ path: path.join(OUT, `${step}-${theme}.png`) });
  }
}

async function main() {
  await mkdir(OUT, { recursive: true });
  const server = await startEditorServer();
  const gpu = await launchGpuBrowser({ windowSize: `${SIZE.width},${SIZE.height}` });
  try {
    const page = await gpu.browser.newPage();
    await page.setViewport(SIZE);
    page.on('dialog', (dialog) => void dialog.accept());
    const user = new EditorUser(page);
    await user.open(`${server.url}/?game=eafc&scale=0.5`);
    await user.register('sam10', 'sam10@example.com');
    await user.open(`${server.url}/?game=eafc&scale=0.5`);

    await user.clickButton('Start new');
    await user.get('button', 'Veloce Pro Match');
    await pause(2500);
    await themed(page, 'chooser');

    await user.clickButton('Veloce Pro Match');
    await user.get('heading', 'Recolor');
    await user.closeDialog();
    await user.waitComposited();
    await pause(4000);
    await themed(page, 'template');

    await user.clickTab('Name & number');
    await user.typeInto('textbox', 'Player name', 'SILVA');
    await page.keyboard.press('Tab');
    await user.typeInto('spinbutton', 'Number', '10\n');
    await (await user.get('button', 'Back')).click();
    await user.waitComposited();
    await pause(4000);
    await themed(page, 'name-number');

    await user.saveNewKit('Derby Day');
    await (await user.get('button', 'Three-quarter')).click();
    await user.clickButton('Save preview');
    await user.get('dialog', 'Save preview');
    await (await user.get('combobox', 'Layout')).select('front_back');
    await page.waitForSelector('canvas[data-drawn="true"]');
    await pause(4000);
    await themed(page, 'preview');
    await page.keyboard.press('Escape');

    const saved = await page.evaluate(async () => {
      const reply = await fetch('/api/saved?mode=own');
      return ((await reply.json()) as { data: { id: number; key: string }[] }).data[0]!;
    });
    const share = `${server.url}/showcase/kit/${saved.id}?key=${encodeURIComponent(saved.key)}`;
    for (const theme of THEMES) {
      // The cookie the app writes with the theme preference; the page has no script.
      await page.setCookie({ name: THEME_COOKIE, value: theme, url: server.url });
      await page.goto(share, { waitUntil: 'load' });
      await pause(500);
      await page.screenshot({ path: path.join(OUT, `share-${theme}.png`) });
    }
  } finally {
    await gpu.close();
    await server.close();
  }
  if (args.includes('--sheet')) await sheet();
}

/** Dark on the left, light on the right, one row per step, each shot at half size. */
async function sheet() {
  const [w, h] = [SIZE.width / 2, SIZE.height / 2];
  const tiles = [];
  for (const [row, step] of STEPS.entries())
    for (const [col, theme] of THEMES.entries())
      tiles.push({
        input: await sharp(path.join(OUT, `${step}-${theme}.png`))
          .resize(w, h)
          .toBuffer(),
        left: col * w,
        top: row * h,
      });
  const file = path.join(ROOT, 'docs/screenshots/first-minute-1440x900.png');
  await sharp({ create: { width: 2 * w, height: STEPS.length * h, channels: 3, background: '#000' } })
    .composite(tiles)
    // A palette PNG keeps docs/screenshots under its 8 MB.
    .png({ palette: true, quality: 90, effort: 7 })
    .toFile(file);
  console.log(file);
}

await main();
