/** Shared set-up of the 3D viewer browser tests: the built app with the viewer ready. */
import type { Page } from 'puppeteer-core';
import { openPage, type GpuBrowser } from '../harness.ts';

/** Errors that are not the viewer's: the built app runs without its API server in these tests. */
const UNRELATED = /Failed to load resource|\/api\/|Bad Gateway|ECONNREFUSED/;

export async function openViewer(
  gpu: GpuBrowser,
  url: string,
  game = 'eafc',
  query = 'effects=0',
): Promise<{ page: Page; errors: () => string[] }> {
  const { page, errors } = await openPage(gpu, `${url}/?game=${game}&${query}`);
  await page.waitForFunction('window.kitsmithViewer?.root() != null', { timeout: 90_000 });
  await page.waitForFunction('window.kitsmithViewer.meshes().length > 0', { timeout: 90_000 });
  return { page, errors: () => errors.filter((e) => !UNRELATED.test(e)) };
}

/** Draws one frame and returns the camera's position and the viewer's state. */
export async function viewerSnapshot(page: Page) {
  return page.evaluate(async () => {
    const v = window.kitsmithViewer!;
    await v.frame();
    const camera = v.root()!.camera;
    return {
      state: v.state() as {
        display: {
          view: string;
          shortsHidden: boolean;
          settings: { tucked_in: boolean; ls: boolean; mannequin: boolean; underneck: boolean };
        };
        freeView: boolean;
        screenshotMode: boolean;
        rotationStopped: boolean;
      },
      camera: camera.position.toArray() as [number, number, number],
      meshes: v.meshes(),
    };
  });
}
