/**
 * What the 3D view offers depends on who is signed in (issue 5, document 2 §2): the out-of-memory
 * dialog has save buttons only for a user who may save, and only admins get the custom lights
 * panel, whose sliders light the kit. Runs the real server so sign-in and roles are real.
 */
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchGpuBrowser, type GpuBrowser } from '../harness.ts';
import { startEditorServer, type EditorServer } from '../editor/editor-server.ts';
import { shoot, STRIPED_KIT } from './striped-kit.ts';

let server: EditorServer;
let gpu: GpuBrowser;
let page: Page;
const errors: string[] = [];

const aria = (role: string, name: string) => `::-p-role([name="${name}"][role="${role}"])`;
const SMALL = '/?game=eafc&effects=0&scale=0.25';

async function openEditor() {
  await page.goto(server.url + SMALL, { waitUntil: 'load' });
  await page.waitForFunction('window.kitsmithViewer?.root() != null && window.kitsmith !== undefined', {
    timeout: 90_000,
  });
  await page.evaluate((kit) => window.kitsmith!.loadKit(kit), STRIPED_KIT);
  await page.evaluate(() => window.kitsmithViewer!.setView('shirt'));
  await page.evaluate(() => window.kitsmithViewer!.frame());
}

/** Loses the WebGL context as a driver would, and waits for the dialog; returns its buttons. */
async function outOfMemoryButtons(): Promise<string[]> {
  await page.evaluate(() => {
    const canvas = document.querySelector('canvas.viewer-canvas') as HTMLCanvasElement;
    canvas.getContext('webgl2')!.getExtension('WEBGL_lose_context')!.loseContext();
  });
  const dialog = await page.waitForSelector("xpath/.//*[@role='dialog'][contains(., 'ran out of memory')]");
  return dialog!.$$eval('button', (buttons) =>
    buttons.map((b) => `${b.textContent}${(b as HTMLButtonElement).disabled ? ' (disabled)' : ''}`),
  );
}

/** Mean brightness (0..255) of the middle of the 3D view: the shirt's chest. */
async function chestBrightness(): Promise<number> {
  await page.evaluate(() => window.kitsmithViewer!.frame());
  const view = await shoot(page, '.viewer-host');
  let sum = 0;
  let n = 0;
  for (let y = view.height * 0.4; y < view.height * 0.5; y += 2)
    for (let x = view.width / 2 - 30; x < view.width / 2 + 30; x += 2) {
      const [r, g, b] = view.at(x, y);
      sum += (r! + g! + b!) / 3;
      n++;
    }
  return sum / n;
}

async function setLevaNumber(name: string, value: string) {
  const field = await page.waitForSelector(aria('textbox', name));
  await field!.click({ count: 3 });
  await field!.type(value);
  await field!.press('Enter');
}

beforeAll(async () => {
  server = await startEditorServer();
  gpu = await launchGpuBrowser();
  page = await gpu.browser.newPage();
  await page.setViewport({ width: 1280, height: 720 });
  page.on('pageerror', (error) => errors.push(String(error)));
}, 180_000);
afterAll(async () => {
  await gpu?.close();
  await server?.close();
});

describe('anonymous visitor', () => {
  it('sees no lights panel, and the out-of-memory dialog has no save buttons', async () => {
    await openEditor();
    expect(await page.$(aria('group', 'Lights (admin)'))).toBeNull();
    expect(await outOfMemoryButtons()).toEqual(['Re-render kit']);
  });
});

describe('signed-in user', () => {
  it('gets Save in the out-of-memory dialog, but no lights panel', async () => {
    const registered = await page.evaluate(async () => {
      const body = new URLSearchParams({
        username: 'lightfan',
        email: 'lightfan@example.com',
        password: 'long-enough-pw',
      });
      return (
        (await (await fetch('/api/auth/register', { method: 'POST', body })).json()) as { success: boolean }
      ).success;
    });
    expect(registered).toBe(true);
    await openEditor();
    expect(await page.$(aria('group', 'Lights (admin)'))).toBeNull();
    expect(await outOfMemoryButtons()).toEqual(['Re-render kit', 'Save']);
  });
});

describe('admin', () => {
  it('gets the custom lights panel; its sliders light the kit and are remembered', async () => {
    await server.grantAdmin('lightfan');
    await openEditor();
    await page.waitForSelector(aria('group', 'Lights (admin)'));
    const preset = await chestBrightness();
    // Custom lights on, everything off but a little ambient light: the chest goes dark.
    const toggle = await page.waitForSelector(aria('checkbox', 'Custom lights'));
    await toggle!.evaluate((box) => (box as HTMLInputElement).click());
    for (const name of [
      'Ambient light',
      'Hemisphere light',
      'Key light',
      'Fill light',
      'Rim light',
      'Top light',
    ])
      await setLevaNumber(name, name === 'Ambient light' ? '0.2' : '0');
    const dark = await chestBrightness();
    expect(dark).toBeLessThan(preset - 40);
    // The key light alone at full brightness lights it again.
    await setLevaNumber('Key light', '2');
    const lit = await chestBrightness();
    expect(lit).toBeGreaterThan(dark + 40);
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('customLights')))!) as {
      on: boolean;
      values: Record<string, number>;
    };
    expect(stored.on).toBe(true);
    expect(stored.values).toMatchObject({ ambient: 0.2, key: 2, fill: 0, rim: 0, top: 0, hemisphere: 0 });
    // Out of range input is clamped to the spec's 0..2.
    await setLevaNumber('Fill light', '5');
    await page.waitForFunction(
      () =>
        (JSON.parse(localStorage.getItem('customLights')!) as { values: { fill: number } }).values.fill === 2,
    );
    expect(errors).toEqual([]);
  });
});
