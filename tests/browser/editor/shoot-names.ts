/**
 * Screenshots of the Name & number step (EA FC and basketball, the back in the Texture tab and in
 * 3D) and the colour picker with its HSV controls and the kit's colours, in both themes, to look
 * at (run: npx tsx tests/browser/editor/shoot-names.ts [folder] after npx vite build; the folder
 * defaults to /tmp/names-shots, outside the repository).
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { launchGpuBrowser } from '../harness.ts';
import { startEditorServer } from './editor-server.ts';
import { EditorUser } from './editor-user.ts';

const SIZE = { width: 1440, height: 900 } as const;
const OUT = process.argv[2] ?? '/tmp/names-shots';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function themed(page: Page, name: string): Promise<void> {
  for (const theme of ['dark', 'light']) {
    await page.evaluate((theme) => (document.documentElement.dataset.theme = theme), theme);
    await pause(300);
    await page.screenshot({ path: path.join(OUT, `${name}-${theme}.png`) });
  }
}

async function main() {
  await mkdir(OUT, { recursive: true });
  const server = await startEditorServer();
  const gpu = await launchGpuBrowser();
  try {
    const page = await gpu.browser.newPage();
    await page.setViewport(SIZE);
    page.on('dialog', (dialog) => void dialog.accept());
    const user = new EditorUser(page);

    for (const game of ['eafc', 'basketball']) {
      await user.open(`${server.url}/?game=${game}&scale=0.5`);
      await user.clickTab('Name & number');
      await user.typeInto('textbox', 'Player name', 'SILVA');
      await page.keyboard.press('Tab');
      await user.typeInto('spinbutton', 'Number', '10\n');
      await user.clickTab('Texture');
      await user.waitComposited();
      await pause(3000);
      await themed(page, `${game}-name-number-texture`);
      await user.clickTab('3D');
      await (await user.get('button', 'Back')).click().catch(() => undefined);
      await user.waitComposited();
      await pause(4000);
      await themed(page, `${game}-name-number-3d`);
    }

    await user.open(`${server.url}/?game=eafc&scale=0.5`);
    await user.clickTab('Shirt');
    await user.addLayer('Design');
    await page.waitForSelector('section[aria-label^="Settings of Design"]');
    const swatch = await page.waitForSelector('.layer-colors .swatch');
    await swatch!.click();
    await page.waitForSelector('.color-picker');
    await pause(500);
    await themed(page, 'color-picker');
  } finally {
    await gpu.close();
    await server.close();
  }
}

await main();
