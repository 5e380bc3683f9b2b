/**
 * What the colour-picker tests share: an editor page at 1280x720 on the real server, the picker
 * driven by role and name, and the kit read back through window.kitsmith.getKit.
 */
import type { Page } from 'puppeteer-core';
import { launchGpuBrowser, type GpuBrowser } from '../harness.ts';
import { startEditorServer, type EditorServer } from './editor-server.ts';
import { EditorUser } from './editor-user.ts';

/** 512x512 textures and no post-processing: the same editor, far less CPU rendering. */
export const SMALL = '/?scale=0.25&effects=0';

export interface PickerSession {
  server: EditorServer;
  gpu: GpuBrowser;
  page: Page;
  user: EditorUser;
  errors: string[];
  close(): Promise<void>;
}

/**
 * An editor page at `url` (SMALL by default); `withoutEyeDropper` removes the browser's
 * EyeDropper API before the app loads; `unpreservedCanvas` makes every WebGL context drop its
 * drawing buffer after each frame, as the WebGL default does, whatever the app asks for.
 */
export async function openEditor(
  options: { withoutEyeDropper?: boolean; unpreservedCanvas?: boolean; url?: string } = {},
): Promise<PickerSession> {
  const server = await startEditorServer();
  const gpu = await launchGpuBrowser();
  const page = await gpu.browser.newPage();
  await page.setViewport({ width: 1280, height: 720 });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  if (options.withoutEyeDropper)
    await page.evaluateOnNewDocument(() => {
      delete (window as { EyeDropper?: unknown }).EyeDropper;
    });
  if (options.unpreservedCanvas)
    await page.evaluateOnNewDocument(() => {
      const getContext = HTMLCanvasElement.prototype.getContext as (
        this: HTMLCanvasElement,
        id: string,
        attributes?: object,
      ) => RenderingContext | null;
      HTMLCanvasElement.prototype.getContext = function (
        this: HTMLCanvasElement,
        id: string,
        attributes?: object,
      ) {
        const forced = id.startsWith('webgl') ? { ...attributes, preserveDrawingBuffer: false } : attributes;
        return getContext.call(this, id, forced);
      } as typeof HTMLCanvasElement.prototype.getContext;
    });
  const user = new EditorUser(page);
  await user.open(server.url + (options.url ?? SMALL));
  return {
    server,
    gpu,
    page,
    user,
    errors,
    async close() {
      await gpu.close();
      await server.close();
    },
  };
}

/** Types into the picker's hex field, replacing what it holds. */
export async function setHex(user: EditorUser, hex: string): Promise<void> {
  const field = await user.get('textbox', 'Hex colour');
  await field.click({ count: 3 });
  await field.type(hex);
}

/** The picker's hex field as it reads now. */
export async function hexField(user: EditorUser): Promise<string> {
  const field = await user.get('textbox', 'Hex colour');
  return field.evaluate((el) => (el as HTMLInputElement).value);
}

/** Opens the picker of the selected layer's colour `n` (1-based), whatever colour it holds. */
export async function openLayerColor(user: EditorUser, n = 1): Promise<void> {
  const swatch = await user.page.waitForSelector(`.layer-colors .swatch[aria-label^="Colour ${n}: "]`);
  await swatch!.click();
  await user.page.waitForSelector('.color-picker');
}

/** The colour the selected layer's swatch `n` shows (what its picker opens with). */
export async function swatchColor(user: EditorUser, n = 1): Promise<string> {
  const swatch = await user.page.waitForSelector(`.layer-colors .swatch[aria-label^="Colour ${n}: "]`);
  const label = await swatch!.evaluate((el) => el.getAttribute('aria-label') ?? '');
  return label.slice(label.lastIndexOf(' ') + 1);
}

/** Waits until no dialog is open (the picker closed). */
export async function pickerClosed(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('.color-picker'));
}

/** The colours of the topmost layer of `kind` in the shirt stack, from the kit the editor holds. */
export function layerColors(page: Page, kind: string): Promise<string[]> {
  return page.evaluate((kind) => {
    const saved: unknown = window.kitsmith!.getKit();
    const kit = (typeof saved === 'string' ? JSON.parse(saved) : saved) as {
      shirt: { n: string; c?: string[] | string }[];
    };
    // The topmost of its kind (saved stacks list the bottom first): the one the test added, above
    // the design a new kit wears from its template.
    const layer = kit.shirt.filter((l) => l.n === kind).at(-1);
    if (!layer) return [];
    return Array.isArray(layer.c) ? layer.c : layer.c ? [layer.c] : [];
  }, kind);
}

/** The kit the colour tools are tried on: the body in `body`, a white Design rectangle on the chest. */
export async function bodyWithRectangle(user: EditorUser, body: string): Promise<void> {
  await (await user.get('listitem', 'Base colour')).click();
  await openLayerColor(user);
  await setHex(user, body);
  await user.clickButton('Apply');
  await pickerClosed(user.page);
  await user.addLayer('Design');
  await user.page.waitForSelector('section[aria-label^="Settings of Design"]');
}
