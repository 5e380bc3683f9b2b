/**
 * The look, for docs/screenshots and the README (run: npx vite build && npx tsx
 * tests/browser/editor/shoot-look.ts): the editor in the dark and the light theme at 1280x720,
 * the layer list with its swatches and thumbnails, the template chooser and a
 * preset grid, and the editor in Hebrew (right to left).
 */
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { launchGpuBrowser, ROOT } from '../harness.ts';
import { startEditorServer } from './editor-server.ts';
import { EditorUser } from './editor-user.ts';

// The README shows 1280x720 only (the curated set is at most 40 pictures).
const SIZES = [{ width: 1280, height: 720 }] as const;

const file = (name: string) => path.join(ROOT, 'docs/screenshots', name);

/** The same three layers in the page's language: [add button, design, pattern, graphic]. */
async function dressKit(
  user: EditorUser,
  names = ['Add layer', 'Design', 'Pattern', 'Graphic'],
): Promise<void> {
  const [add, ...kinds] = names;
  for (const kind of kinds) {
    await user.clickButton(add!);
    await (await user.get('menuitem', kind!)).click();
  }
  await user.waitIdle();
}

async function setPreference(page: Page, key: string, value: string): Promise<void> {
  await page.evaluate((k, v) => localStorage.setItem(k, JSON.stringify(v)), key, value);
}

async function main() {
  const server = await startEditorServer();
  const gpu = await launchGpuBrowser();
  const url = `${server.url}/?scale=0.5`;
  try {
    for (const theme of ['dark', 'light']) {
      for (const size of SIZES) {
        // A visitor of its own each time: a shared context restored the last page's draft (its
        // bar over the editor) and its stored preferences into the next picture.
        const context = await gpu.browser.createBrowserContext();
        const page = await context.newPage();
        await page.setViewport(size);
        const user = new EditorUser(page);
        await page.goto(url, { waitUntil: 'load' });
        await setPreference(page, 'theme', theme);
        await user.open(url);
        await dressKit(user);
        await page.screenshot({ path: file(`look-${theme}-${size.width}x${size.height}.png`) });
        if (theme === 'dark' && size.width === 1280) {
          const list = await page.$('.layer-list');
          await list?.screenshot({ path: file('look-layer-list.png'), captureBeyondViewport: false });
          await user.clickButton('Start new');
          await user.get('dialog', 'Choose a template');
          await new Promise((resolve) => setTimeout(resolve, 1500));
          await page.screenshot({ path: file('look-template-chooser.png') });
          await page.keyboard.press('Escape');
          await user.clickButton('Browse Graphic');
          await new Promise((resolve) => setTimeout(resolve, 1500));
          await page.screenshot({ path: file('look-preset-grid.png') });
          await page.keyboard.press('Escape');
        }
        await context.close();
      }
    }
    const page = await (await gpu.browser.createBrowserContext()).newPage();
    await page.setViewport(SIZES[0]);
    const user = new EditorUser(page);
    await page.goto(url, { waitUntil: 'load' });
    await setPreference(page, 'language', 'he');
    await user.open(url);
    await dressKit(user, ['הוספת שכבה', 'עיצוב', 'דוגמה', 'גרפיקה']);
    await page.screenshot({ path: file('look-hebrew-1280x720.png') });
  } finally {
    await gpu.close();
    await server.close();
  }
}

void main();
