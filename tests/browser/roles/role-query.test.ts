/**
 * The suite's in-page role query (`::-p-role`) must find what Chromium's accessibility tree finds
 * (`::-p-aria`), element for element and name for name, on the app's pages: the tests were written
 * against Chromium's answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { launchGpuBrowser, openPage, serveBuiltApp, type GpuBrowser } from '../harness.ts';
import { EditorUser } from '../editor/editor-user.ts';

/** The roles the suite asks for ('image' is Chromium's name for ARIA's img). */
const ROLES = [
  'button',
  'combobox',
  'heading',
  'link',
  'textbox',
  'tab',
  'checkbox',
  'radio',
  'menuitem',
  'group',
  'complementary',
  'listitem',
  'dialog',
  'alertdialog',
  'image',
  'switch',
  'spinbutton',
  'slider',
  'radiogroup',
  'searchbox',
  'toolbar',
  'menu',
  'tablist',
  'status',
  'progressbar',
  'option',
  'region',
  'alert',
];

let gpu: GpuBrowser;
let url: string;

beforeAll(async () => {
  gpu = await launchGpuBrowser({ quiet: true });
  url = (await serveBuiltApp()).url;
});
afterAll(async () => {
  await gpu?.close();
});

/** Every element of each role, as "role: accessible name <tag>", by one query handler. */
async function inventory(page: Page, handler: 'aria' | 'role'): Promise<string[]> {
  const found: string[] = [];
  for (const role of ROLES) {
    for (const element of await page.$$(`::-p-${handler}([role="${role}"])`)) {
      // The name as Chromium computes it (its accessibility snapshot of the element)...
      const name = (await page.accessibility.snapshot({ root: element, interestingOnly: false }))?.name ?? '';
      // ...which the in-page query must find this element by.
      const byName = await page.$$(`::-p-${handler}([name=${JSON.stringify(name)}][role="${role}"])`);
      const named = await Promise.all(byName.map((other) => other.evaluate((a, b) => a === b, element)));
      const tag = await element.evaluate((el) => el.outerHTML.slice(0, 60));
      found.push(`${role}: ${named.includes(true) ? name : `(not found by the name "${name}")`} ${tag}`);
    }
  }
  return found;
}

describe('the in-page role query', () => {
  it("agrees with Chromium's accessibility tree on the editor, with and without a dialog open", async () => {
    const { page } = await openPage(gpu, `${url}/eafc/`);
    const user = new EditorUser(page);
    await user.waitIdle();
    const editor = await inventory(page, 'role');
    expect(editor.length).toBeGreaterThan(50);
    expect(editor).toEqual(await inventory(page, 'aria'));

    // A modal hides the editor behind it: only the dialog's controls are found.
    await user.clickButton('Start new');
    await user.get('dialog', 'Choose a template');
    const dialog = await inventory(page, 'role');
    expect(dialog.some((line) => line.startsWith('dialog: Choose a template'))).toBe(true);
    expect(dialog.some((line) => line.startsWith('button: Randomize'))).toBe(false);
    expect(dialog).toEqual(await inventory(page, 'aria'));
  });

  it('wakes a wait when a text node alone changes a name', async () => {
    const page = await gpu.browser.newPage();
    await page.setContent('<button type="button">Processing…</button>');
    const found = page.waitForSelector('::-p-role([name="Download image"][role="button"])', {
      timeout: 5_000,
    });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 100))));
    // As React relabels a button: the text node's data, no child or attribute changes.
    await page.evaluate(() => (document.querySelector('button')!.firstChild!.nodeValue = 'Download image'));
    expect(await (await found)!.evaluate((button) => button.textContent)).toBe('Download image');
    await page.close();
  });

  it("agrees with Chromium's accessibility tree on the sign-in page", async () => {
    const { page } = await openPage(gpu, `${url}/account.html`);
    await page.waitForSelector('input[type="password"]');
    const account = await inventory(page, 'role');
    expect(account.some((line) => line.startsWith('textbox: Password'))).toBe(true);
    expect(account).toEqual(await inventory(page, 'aria'));
  });
});
