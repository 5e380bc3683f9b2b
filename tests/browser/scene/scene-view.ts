/**
 * The app's 3D view as the scene tests read it: the built app with its real API at 1280x720
 * (`npx vite build` first), small textures and no post-processing, a kit loaded; and frames of
 * the 3D canvas with the canvas pixels where given world points land.
 */
import sharp from 'sharp';
import type { Page } from 'puppeteer-core';
import { startEditorServer, type EditorServer } from '../editor/editor-server.ts';
import { EditorUser } from '../editor/editor-user.ts';
import { launchGpuBrowser, type GpuBrowser } from '../harness.ts';

export type Vec3 = [number, number, number];

export interface SceneView {
  page: Page;
  user: EditorUser;
  /** Uncaught page errors so far. */
  errors: string[];
  /** Opens another game's editor in the same page (as its header link does) with `kit` loaded. */
  openGame(game: string, kit: object): Promise<void>;
  close(): Promise<void>;
}

export async function openSceneView(kit: object): Promise<SceneView> {
  const server: EditorServer = await startEditorServer();
  const gpu: GpuBrowser = await launchGpuBrowser();
  const page = await gpu.browser.newPage();
  await page.setViewport({ width: 1280, height: 720 });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  // Opening another game leaves a kit a test changed: the leave-page warning asks, the test leaves.
  page.on('dialog', (dialog) => void dialog.accept());
  const user = new EditorUser(page);
  const openGame = async (game: string, kitOfGame: object) => {
    await user.open(`${server.url}/?game=${game}&scale=0.25&effects=0`);
    await page.waitForFunction('window.kitsmithViewer?.root() != null', { timeout: 90_000 });
    await page.evaluate(`window.kitsmith.loadKit(${JSON.stringify(kitOfGame)})`);
    await user.waitIdle();
  };
  await openGame('eafc', kit);
  return {
    page,
    user,
    errors,
    openGame,
    async close() {
      await gpu.close();
      await server.close();
    },
  };
}

export interface Frame {
  width: number;
  height: number;
  /** RGB bytes of the 3D canvas. */
  data: Buffer;
  /** Canvas pixel of each world point asked for. */
  at: [number, number][];
}

/** Draws a frame and returns the canvas pixels and where the given world points land on it. */
export async function renderFrame(page: Page, points: Vec3[]): Promise<Frame> {
  await page.evaluate(() => window.kitsmithViewer!.frame());
  const { rect, at } = await page.evaluate((pts: Vec3[]) => {
    const root = window.kitsmithViewer!.root()!;
    const box = root.gl.domElement.getBoundingClientRect();
    const Vector3 = root.camera.position.constructor as new (
      x: number,
      y: number,
      z: number,
    ) => {
      project(camera: unknown): { x: number; y: number };
    };
    const at = pts.map(([x, y, z]) => {
      const ndc = new Vector3(x, y, z).project(root.camera);
      return [((ndc.x + 1) / 2) * box.width, ((1 - ndc.y) / 2) * box.height] as [number, number];
    });
    return { rect: { x: box.left, y: box.top, width: box.width, height: box.height }, at };
  }, points);
  // Not captureBeyondViewport (puppeteer's default with a clip): it resizes the window to 1x1 and
  // back during the capture, the 3D view follows, and the shot shows a stretched frame.
  const png = await page.screenshot({ clip: rect, type: 'png', captureBeyondViewport: false });
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data, at };
}
