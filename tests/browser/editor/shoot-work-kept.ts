/**
 * Issue 31's "work is never lost" pieces, to look at (run: npx vite build && npx tsx
 * tests/browser/editor/shoot-work-kept.ts [folder]): the header's kit name and save state, the
 * first save's name dialog, the draft offer after a reload, a delete's Undo in the Load dialog and in its toast, in the
 * dark and the light theme at 1440x900. Written to the folder given (default /tmp/first2-shots).
 */
import path from 'node:path';
import { fixPageClock } from '../../clock.ts';
import { launchGpuBrowser } from '../harness.ts';
import { startEditorServer } from './editor-server.ts';
import { EditorUser } from './editor-user.ts';

const folder = process.argv[2] ?? '/tmp/first2-shots';
const server = await startEditorServer();
const gpu = await launchGpuBrowser({ quiet: true });
try {
  for (const theme of ['dark', 'light'] as const) {
    const page = await gpu.browser.newPage();
    await page.setBypassServiceWorker(true);
    await fixPageClock(page);
    await page.setViewport({ width: 1440, height: 900 });
    page.on('dialog', (dialog) => void dialog.accept());
    const user = new EditorUser(page);
    const address = `${server.url}/?game=eafc&scale=0.25&effects=0`;
    const shot = (name: string) => page.screenshot({ path: path.join(folder, `${theme}-${name}.png`) });
    await user.open(address);
    await page.evaluate((t) => localStorage.setItem('theme', JSON.stringify(t)), theme);
    await user.register(`shooter${theme}`, `shooter-${theme}@example.com`);
    await user.open(address);
    await shot('1-new-kit');
    await user.clickButton('Save');
    await user.get('dialog', 'Name your kit');
    await shot('2-name-dialog');
    await page.keyboard.press('Enter');
    await user.get('button', 'Save changes');
    await shot('3-saved');
    await user.clickTab('Shirt');
    await user.addLayer('Design');
    await page.waitForSelector('.unsaved', { timeout: 60_000 });
    await user.open(address);
    await user.get('complementary', 'Restore your unsaved kit?');
    await shot('4-draft-offer');
    await user.clickButton('Restore');
    await user.clickButton('Load');
    await user.get('button', 'Delete Veloce Origin').catch(() => undefined);
    const remove = await page.$('::-p-role([role="button"][name^="Delete"])');
    await remove?.click();
    await user.clickButton('Continue').catch(() => undefined);
    await page.waitForSelector('.deleted-kit', { timeout: 10_000 }).catch(() => undefined);
    await shot('5-deleted-in-place');
    await user.closeDialog();
    await shot('6-deleted-undo');
    await page.close();
  }
} finally {
  await gpu.close();
  await server.close();
}
