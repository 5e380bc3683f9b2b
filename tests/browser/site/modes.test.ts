/**
 * Editor modes through the app: preview mode shows a picked image on the 3D shirt and offers no
 * saving (a signed-in user who could save otherwise), and the header's toggle leaves and re-enters it; component mode inside the sample host page
 * (public/component-host/) answers Apply with the serialised kit and the textures.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { ElementHandle, Frame, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshotPath } from '../harness.ts';
import { openEditorPage, type EditorPage } from '../editor/editor-page.ts';

let session: EditorPage;
beforeAll(async () => {
  session = await openEditorPage();
});
afterAll(async () => {
  await session?.close();
});

/** The share of the 3D view's pixels that read as magenta (the test image's colour, lit). */
async function magentaShare(page: Page): Promise<number> {
  const canvas = (await page.waitForSelector('.main-panel canvas')) as ElementHandle<HTMLCanvasElement>;
  const png = await canvas.screenshot({ type: 'png' });
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  let hits = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
    if (r > 90 && b > 90 && g < 0.5 * Math.min(r, b)) hits++;
  }
  return hits / (info.width * info.height);
}

describe('preview mode', () => {
  it('shows an uploaded image on the 3D shirt and refuses to save', async () => {
    const { page, user, server } = session;
    // The light root page is enough to register from.
    await page.goto(`${server.url}/`, { waitUntil: 'load' });
    await user.register('previewer', 'previewer@example.com');
    await user.open(`${server.url}/eafc/?scale=0.25`);
    await user.get('button', 'Save'); // this user may save in edit mode

    await user.open(`${server.url}/eafc/?preview&scale=0.25`);
    expect(await user.find('button', 'Save')).toBeNull();
    expect(await user.find('tab', 'Logos')).toBeNull();
    await page.waitForFunction(() => document.querySelector('.main-panel canvas') !== null);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await magentaShare(page)).toBeLessThan(0.001);

    const file = path.join(mkdtempSync(path.join(tmpdir(), 'kitsmith-preview-')), 'magenta.png');
    await sharp({ create: { width: 256, height: 256, channels: 3, background: '#ff00ff' } })
      .png()
      .toFile(file);
    const picker = (await page.waitForSelector(
      'input[type="file"][aria-label="Shirt image"]',
    )) as ElementHandle<HTMLInputElement>;
    await picker.uploadFile(file);
    await page.waitForFunction(() => document.body.textContent?.includes('magenta.png'));
    let share = 0;
    for (let i = 0; i < 20 && share < 0.02; i++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      share = await magentaShare(page);
    }
    expect(share).toBeGreaterThan(0.02);
    await page.screenshot({ path: screenshotPath('preview-mode-1280x720.png') });

    // Ctrl+S does not save either: no saving status, no new kit on the server.
    await page.keyboard.down('Control');
    await page.keyboard.press('s');
    await page.keyboard.up('Control');
    const saved = await page.evaluate(async () => {
      const reply = await fetch('/api/saved?mode=own&filter=&sorting=latest');
      return ((await reply.json()) as { data?: unknown[] }).data?.length ?? 0;
    });
    expect(saved).toBe(0);

    await user.clickTab('Texture');
    await page.waitForSelector('canvas[aria-label="Shirt preview image"]');

    // The header's toggle leaves preview mode and comes back (document 2 §4), the image kept.
    await user.clickButton('Exit preview mode');
    await user.get('button', 'Save');
    await user.get('tab', 'Logos');
    await page.waitForFunction(() => !document.querySelector('canvas[aria-label="Shirt preview image"]'));
    expect(await page.$('input[type="file"][aria-label="Shirt image"]')).toBeNull();
    await user.clickButton('Preview mode');
    await page.waitForSelector('canvas[aria-label="Shirt preview image"]');
    expect(await user.find('button', 'Save')).toBeNull();
    expect(await user.find('tab', 'Logos')).toBeNull();
    // One image per area on EA FC (pes and fm take one: src/editor/side-tabs.test.ts).
    const pickers = await page.$$eval('.preview-uploads input[type="file"]', (inputs) =>
      inputs.map((input) => input.getAttribute('aria-label')),
    );
    expect(pickers).toEqual(['Shirt image', 'Shorts image', 'Socks image']);
    expect(await page.evaluate(() => document.body.textContent?.includes('magenta.png'))).toBe(true);
    expect(session.errors).toEqual([]);
  });
});

describe('component mode', () => {
  it('answers Apply in the sample host page with the kit and its textures', async () => {
    const { page, server } = session;
    await page.goto(`${server.url}/component-host/?game=eafc`, { waitUntil: 'load' });
    await page.waitForFunction(
      () => document.getElementById('status')?.textContent?.startsWith('Editor ready'),
      {
        timeout: 60_000,
      },
    );
    const frame = page.frames().find((f) => f.url().includes('/eafc/')) as Frame;
    await frame.waitForFunction(() => !document.querySelector('.status-overlay'), { timeout: 60_000 });
    // The info tabs are hidden; Apply and Cancel answer the host.
    const tabs = await frame.$$eval('[role="tab"]', (all) => all.map((tab) => tab.textContent));
    expect(tabs).not.toContain('About');
    expect(tabs).not.toContain('Upcoming');
    await (await frame.waitForSelector('::-p-role([name="Apply"][role="button"])'))!.click();
    await page.waitForFunction(() => 'kitsmithHostResult' in window, { timeout: 60_000 });
    const result = await page.evaluate(() => {
      const data = (
        window as unknown as { kitsmithHostResult: { kit: string; textures: Record<string, Blob> } }
      ).kitsmithHostResult;
      return {
        kit: data.kit,
        areas: Object.keys(data.textures).sort(),
        sizes: Object.values(data.textures).map((blob) => blob.size),
        types: Object.values(data.textures).map((blob) => blob.type),
      };
    });
    expect(JSON.parse(result.kit)).toMatchObject({ game: 'eafc' });
    expect(result.areas).toEqual(['shirt', 'shorts', 'socks']);
    expect(result.types.every((type) => type === 'image/png')).toBe(true);
    expect(Math.min(...result.sizes)).toBeGreaterThan(100);
    await page.waitForSelector('#result img');
    await page.screenshot({ path: screenshotPath('component-mode-host-1280x720.png') });

    await (await frame.waitForSelector('::-p-role([name="Cancel"][role="button"])'))!.click();
    await page.waitForFunction(() => 'kitsmithHostCancelled' in window);
    expect(session.errors).toEqual([]);
  });
});
