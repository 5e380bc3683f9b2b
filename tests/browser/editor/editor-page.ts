/**
 * One editor test's world: the real server on a fresh database, Chromium, and one 1280x720 page
 * whose page errors are collected and whose leave-page questions are answered "leave" (reloading
 * with unsaved changes asks one).
 */
import type { Page } from 'puppeteer-core';
import type { ServerConfig } from '../../../src/server/config.ts';
import { fixPageClock } from '../../clock.ts';
import { launchGpuBrowser, type GpuBrowser } from '../harness.ts';
import { startEditorServer, type EditorServer } from './editor-server.ts';
import { EditorUser } from './editor-user.ts';

export interface EditorPage {
  server: EditorServer;
  gpu: GpuBrowser;
  page: Page;
  user: EditorUser;
  /** Uncaught page errors, for a final `expect(errors).toEqual([])`. */
  errors: string[];
  /** Lets the page read and write the clipboard (Share copies the link there). */
  grantClipboard(): Promise<void>;
  close(): Promise<void>;
}

export async function openEditorPage(serverOverrides: Partial<ServerConfig> = {}): Promise<EditorPage> {
  const server = await startEditorServer(serverOverrides);
  const gpu = await launchGpuBrowser();
  const page = await gpu.browser.newPage();
  // Not about offline use: requests go to the network, where tests can intercept them.
  await page.setBypassServiceWorker(true);
  // The catalogue's early-access and New windows are judged at one fixed date, not the calendar's.
  await fixPageClock(page);
  await page.setViewport({ width: 1280, height: 720 });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('dialog', (dialog) => void dialog.accept());
  return {
    server,
    gpu,
    page,
    user: new EditorUser(page),
    errors,
    async grantClipboard() {
      await gpu.browser
        .defaultBrowserContext()
        .overridePermissions(server.url, ['clipboard-read', 'clipboard-write', 'clipboard-sanitized-write']);
      // Chromium refuses clipboard access to a document without focus, and a headless window can
      // lose it to another page (CI saw "Document is not focused" on the share test).
      await page.emulateFocusedPage(true);
    },
    async close() {
      await gpu.close();
      await server.close();
    },
  };
}
