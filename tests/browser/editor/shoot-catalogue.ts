/**
 * The sponsor chooser and a kit wearing the sponsor wordmarks, in the dark and the light theme at
 * 1280x720, for looking at (run: npx vite build && npx tsx tests/browser/editor/shoot-catalogue.ts
 * <folder>). Pictures go to the folder named, never into docs/ unasked.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { launchGpuBrowser } from '../harness.ts';
import { startEditorServer } from './editor-server.ts';
import { EditorUser } from './editor-user.ts';

const out = process.argv[2] ?? '';
if (out === '') throw new Error('usage: shoot-catalogue.ts <folder>');
mkdirSync(out, { recursive: true });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function choose(user: EditorUser, page: Page, slot: string, logo: string): Promise<void> {
  await user.clickButton(`Choose ${slot}`);
  await user.get('dialog', 'Logos');
  await (await user.get('button', logo)).click();
  await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
}

async function main() {
  const server = await startEditorServer();
  const gpu = await launchGpuBrowser();
  const url = `${server.url}/?scale=0.5`;
  try {
    for (const theme of ['dark', 'light']) {
      const page = await gpu.browser.newPage();
      await page.setViewport({ width: 1280, height: 720 });
      page.on('dialog', (dialog) => void dialog.accept());
      const user = new EditorUser(page);
      // Before the page's scripts run, so the editor starts in the theme (it keeps its own copy).
      await page.evaluateOnNewDocument((v) => localStorage.setItem('theme', JSON.stringify(v)), theme);
      await user.open(url);
      // The first theme's page left an unsaved kit: its draft offer would cover the panel's foot.
      const discard = await user.find('button', 'Discard');
      await discard?.click();
      await user.clickTab('Logos');
      // The shirt view: at full body a chest sponsor is a few pixels tall.
      await user.clickButton('Shirt');
      await user.clickButton('Choose Sponsor');
      await user.get('dialog', 'Logos');
      await (await user.get('button', 'Copperline')).hover();
      await user.waitComposited();
      await pause(1500);
      await page.screenshot({ path: path.join(out, `picker-${theme}.png`) });
      await (await user.get('button', 'Show every logo')).click();
      await pause(800);
      await page.screenshot({ path: path.join(out, `picker-all-${theme}.png`) });
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
      await choose(user, page, 'Sponsor', theme === 'dark' ? 'Cobalt Mobile' : 'Helio Solar');
      await choose(user, page, 'Back sponsor', theme === 'dark' ? 'Helio Solar' : 'Cobalt Mobile');
      await user.waitComposited();
      await pause(1500);
      await page.screenshot({ path: path.join(out, `kit-${theme}.png`) });
      await user.clickTab('Texture').catch(() => undefined);
      await user.waitComposited();
      await pause(1500);
      await page.screenshot({ path: path.join(out, `texture-${theme}.png`) });
      await page.close();
    }
  } finally {
    await gpu.close();
    await server.close();
  }
}

await main();
