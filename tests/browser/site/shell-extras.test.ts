/**
 * The smaller pieces of the application shell (document 2 §2), driven by role and name on the
 * real server: the request-logos prompt of the logo selector, the admin's per-layer map
 * downloads, and the kit data a page carries at startup (pre-loaded and convert data).
 * One browser and page for the file; textures at scale 0.25.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ElementHandle, Page } from 'puppeteer-core';
import { launchGpuBrowser, screenshotPath, type GpuBrowser } from '../harness.ts';
import { startEditorServer, type EditorServer } from '../editor/editor-server.ts';
import { EditorUser } from '../editor/editor-user.ts';

const SMALL = '/?scale=0.25&effects=0';

let server: EditorServer;
let gpu: GpuBrowser;
let page: Page;
let user: EditorUser;
const errors: string[] = [];

async function within(scope: ElementHandle<Element>, role: string, name: string) {
  const handle = await scope.waitForSelector(`::-p-aria([name="${name}"][role="${role}"])`);
  if (!handle) throw new Error(`No ${role} named "${name}"`);
  return handle;
}

/** The open dialog titled `title` (Radix labels the dialog with its title). */
async function dialogNamed(title: string): Promise<ElementHandle<Element>> {
  const handle = await page.waitForSelector(`::-p-aria([name="${title}"][role="dialog"])`);
  if (!handle) throw new Error(`No dialog ${title}`);
  return handle;
}

const toasts = () => page.$$eval('.toast', (list) => list.map((toast) => toast.textContent ?? ''));

beforeAll(async () => {
  server = await startEditorServer();
  gpu = await launchGpuBrowser();
  page = await gpu.browser.newPage();
  await page.setBypassServiceWorker(true);
  await page.setViewport({ width: 1280, height: 720 });
  page.setDefaultNavigationTimeout(120_000);
  page.setDefaultTimeout(90_000);
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('dialog', (dialog) => void dialog.accept());
  user = new EditorUser(page);
  await user.open(server.url + SMALL);
}, 300_000);

afterAll(async () => {
  await gpu?.close();
  await server?.close();
});

describe('the request-logos prompt', () => {
  it(
    'turns a search that found nothing into a logo request, refusing a bad link first',
    { timeout: 120_000 },
    async () => {
      await user.clickTab('Logos');
      const team = (await page.waitForSelector('section[aria-label="Team logo"]'))!;
      await (await within(team, 'button', 'Choose Team logo')).click();
      const selector = await dialogNamed('Logos');
      await (await within(selector, 'textbox', 'Filter')).type('Harbour Town Rovers');
      await selector.waitForSelector('::-p-text(No results.)');
      await page.screenshot({ path: screenshotPath('request-logo-prompt-1280x720.png') });
      await (await within(selector, 'button', 'Request a logo')).click();

      const prompt = await dialogNamed('Request a logo');
      const name = await within(prompt, 'textbox', 'Club or brand');
      expect(await name.evaluate((input) => (input as HTMLInputElement).value)).toBe('Harbour Town Rovers');
      const link = await within(prompt, 'textbox', 'Link to the logo (optional)');
      await link.type('rovers crest');
      await (await within(prompt, 'button', 'Send request')).click();
      const alert = await prompt.waitForSelector('[role="alert"]');
      await page.screenshot({ path: screenshotPath('request-logo-1280x720.png') });
      expect(await alert!.evaluate((el) => el.textContent)).toBe(
        'The link must be a web address starting with http:// or https://.',
      );
      expect(await server.logoRequests()).toEqual([]);

      await link.click({ count: 3 });
      await link.type('https://example.com/rovers.png');
      await (await within(prompt, 'button', 'Send request')).click();
      await page.waitForFunction(
        () =>
          ![...document.querySelectorAll('[role="dialog"]')].some((d) =>
            d.textContent?.includes('Club or brand'),
          ),
      );
      await page.waitForFunction(() =>
        [...document.querySelectorAll('.toast')].some((t) => t.textContent?.includes('Harbour Town Rovers')),
      );
      expect(await toasts()).toContain('Thanks! Your request for Harbour Town Rovers was sent.');
      expect(await server.logoRequests()).toEqual([
        expect.objectContaining({
          name: 'Harbour Town Rovers',
          count: 1,
          games: ['eafc'],
          links: ['https://example.com/rovers.png'],
        }),
      ]);
      await page.keyboard.press('Escape');
      expect(errors).toEqual([]);
    },
  );
});
