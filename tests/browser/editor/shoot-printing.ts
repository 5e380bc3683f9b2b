/**
 * Screenshots of the Printing tab, the hotspots editor and the layer import dialog for
 * docs/screenshots (run: npx tsx tests/browser/editor/shoot-printing.ts after npx vite build).
 */
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { launchGpuBrowser, ROOT } from '../harness.ts';
import { startEditorServer } from './editor-server.ts';
import { EditorUser } from './editor-user.ts';

const SIZE = { width: 1280, height: 720 } as const;
const shot = (page: Page, name: string) =>
  page.screenshot({
    path: path.join(ROOT, 'docs/screenshots', `editor-${name}-${SIZE.width}x${SIZE.height}.png`),
  });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main() {
  const server = await startEditorServer();
  const gpu = await launchGpuBrowser();
  try {
    const page = await gpu.browser.newPage();
    await page.setViewport(SIZE);
    page.on('dialog', (dialog) => void dialog.accept());
    const user = new EditorUser(page);

    // Printing: a basketball jersey with name and number, seen in the Texture tab.
    await user.open(`${server.url}/?game=basketball&scale=0.5`);
    await user.clickTab('Name & number');
    await user.typeInto('spinbutton', 'Number', '23\n');
    await user.typeInto('textbox', 'Player name', 'JORDAN');
    await page.keyboard.press('Tab');
    await (await user.get('switch', 'Front number')).click();
    await user.clickTab('Texture');
    await user.waitComposited();
    await pause(4000);
    await shot(page, 'printing');

    // Hotspots: the preview boxes on an eafc shirt.
    await user.open(`${server.url}/?game=eafc&scale=0.5`);
    await user.clickTab('Hotspots');
    await user.clickTab('Texture');
    await user.waitComposited();
    await pause(4000);
    await shot(page, 'hotspots');

    // Layer import: a signed-in user's saved kit, two layers ticked.
    await user.open(`${server.url}/?game=eafc&scale=0.5`);
    await user.register('shooter', 'shooter@example.com');
    await page.evaluate(async () => {
      const kit = JSON.parse(window.kitsmith!.getKit()) as { shirt: Record<string, unknown>[] };
      kit.shirt.splice(2, 0, { n: 'design', type: 'rectangle', c: ['#1133cc'] }, { n: 'text', text: 'CLUB' });
      await fetch('/api/handler', {
        method: 'POST',
        body: new URLSearchParams({ data: JSON.stringify(kit), game: 'eafc', name: 'Home kit' }),
      });
    });
    await user.open(`${server.url}/?game=eafc&scale=0.5`);
    await user.clickTab('Shirt');
    await user.clickButton('Add layer');
    await (await user.get('menuitem', 'From a saved kit…')).click();
    await user.clickButton('Import from Home kit');
    await (await user.get('checkbox', 'Shirt: Text: CLUB')).click();
    await (await user.get('checkbox', 'Shirt: Design: Rectangle')).click();
    await shot(page, 'import');
  } finally {
    await gpu.close();
    await server.close();
  }
}

await main();
