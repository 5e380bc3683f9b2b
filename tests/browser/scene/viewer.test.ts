/**
 * The 3D viewer in the built app: display rules, view switching, on-demand frames, screenshots,
 * freecam presets and context loss, driven through window.kitsmithViewer and the real controls.
 */
import sharp from 'sharp';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchGpuBrowser, serveBuiltApp, type GpuBrowser } from '../harness.ts';
import { openViewer, viewerSnapshot } from './viewer-session.ts';

let gpu: GpuBrowser;
let app: { url: string; close(): Promise<void> };
let page: Page;
let errors: () => string[];
/**
 * These cases are about the view, not texels: textures at 1024 (scale 0.5) have a quarter of the
 * texels of 2048, and the first kit is still drawn as a draft first (0.25), as at a user's 2048.
 */
const VIEW_ONLY = 'effects=0&scale=0.5';

beforeAll(async () => {
  gpu = await launchGpuBrowser();
  app = await serveBuiltApp();
  ({ page, errors } = await openViewer(gpu, app.url, 'eafc', VIEW_ONLY));
});
afterAll(async () => {
  await gpu?.close();
  await app?.close();
});

const call = (script: string) => page.evaluate(script);
const visible = (meshes: { name: string; visible: boolean }[], name: string) =>
  meshes.filter((m) => m.name === name).every((m) => m.visible) && meshes.some((m) => m.name === name);

describe('the first kit frame (issue 20, bench/scene)', () => {
  it("composites the template's kit first, never the editor's stand-in, and counts a frame only once it is in", async () => {
    await page.waitForFunction('window.kitsmithViewer.firstKitFrameMs() != null', { timeout: 90_000 });
    const marks = await page.evaluate(() =>
      performance
        .getEntriesByType('mark')
        .filter((m) => m.name.startsWith('kitsmith:'))
        .map((m) => ({
          name: m.name.slice(9),
          detail: (m as PerformanceMark).detail as unknown,
          at: m.startTime,
        })),
    );
    const first = (name: string) => marks.find((m) => m.name === name);
    // The stand-in (no template yet) would be a whole composite the real kit queues behind.
    expect(first('composite-start')?.detail).toBe('veloce_origin');
    const frame = first('first-kit-frame')!;
    expect(frame.at).toBeGreaterThanOrEqual(first('composite-end')!.at);
    expect(marks.filter((m) => m.name === 'frame' && m.detail === 'kit').length).toBe(1);
  });
});

describe('display rules (spec §4)', () => {
  it('tucking in turns long sleeves off, undershirt turns long sleeves off', async () => {
    await call(`window.kitsmithViewer.setFlag('ls', true)`);
    await call(`window.kitsmithViewer.setFlag('tucked_in', true)`);
    let s = await viewerSnapshot(page);
    expect(s.state.display.settings.tucked_in).toBe(true);
    expect(s.state.display.settings.ls).toBe(false);
    await call(`window.kitsmithViewer.setFlag('tucked_in', false)`);
    await call(`window.kitsmithViewer.setFlag('ls', true)`);
    await call(`window.kitsmithViewer.setFlag('undershirt', true)`);
    s = await viewerSnapshot(page);
    expect(s.state.display.settings.ls).toBe(false);
    await call(`window.kitsmithViewer.setFlag('undershirt', false)`);
  });

  it('the shorts view tucks in and shows the shorts; leaving it restores the choices', async () => {
    await call(`window.kitsmithViewer.setView('shirt')`);
    await call(`window.kitsmithViewer.hideShorts(true)`);
    let s = await viewerSnapshot(page);
    expect(visible(s.meshes, 'shorts_front')).toBe(false);
    await call(`window.kitsmithViewer.setView('shorts')`);
    s = await viewerSnapshot(page);
    expect(s.state.display.settings.tucked_in).toBe(true);
    expect(visible(s.meshes, 'shorts_front')).toBe(true);
    await call(`window.kitsmithViewer.setView('shirt')`);
    s = await viewerSnapshot(page);
    expect(s.state.display.settings.tucked_in).toBe(false);
    expect(visible(s.meshes, 'shorts_front')).toBe(false);
    await call(`window.kitsmithViewer.setView('full')`);
    s = await viewerSnapshot(page);
    expect(visible(s.meshes, 'shorts_front')).toBe(true);
  });
});

describe('long sleeves belong to the kit', () => {
  const shirtAlbedo = () =>
    page.evaluate(async () => {
      const blob = await window.kitsmith!.exportTexture('shirt', 'albedo');
      return Array.from(new Uint8Array(await blob.arrayBuffer()));
    });
  const kitLongSleeves = async () =>
    (JSON.parse((await call('window.kitsmith.getKit()')) as string) as { ls?: boolean }).ls === true;

  it('the toggle sets the kit ls and moves the cuffs; a kit saved with ls opens with long sleeves', async () => {
    await call(
      `window.kitsmith.loadKit({ version: 1, game: 'eafc', ls: false, shirt: [{ n: 'sleeve_cuffs', c: ['#ff0000'] }] })`,
    );
    let s = await viewerSnapshot(page);
    expect(s.state.display.settings.ls).toBe(false);
    const short = await shirtAlbedo();
    const toggle = await page.waitForSelector("xpath/.//label[normalize-space()='Long sleeves']//input");
    await toggle!.click();
    await page.waitForFunction(() => JSON.parse(window.kitsmith!.getKit() as unknown as string).ls === true);
    expect(await kitLongSleeves()).toBe(true);
    // The cuffs moved from the short-sleeve hem to the long-sleeve hem.
    expect(await shirtAlbedo()).not.toEqual(short);
    // A display rule that takes the long sleeves off takes them off the kit too.
    await call(`window.kitsmithViewer.setFlag('tucked_in', true)`);
    await page.waitForFunction(() => JSON.parse(window.kitsmith!.getKit() as unknown as string).ls !== true);
    await call(`window.kitsmithViewer.setFlag('tucked_in', false)`);
    await call(`window.kitsmith.loadKit({ version: 1, game: 'eafc', ls: true })`);
    s = await viewerSnapshot(page);
    expect(s.state.display.settings.ls).toBe(true);
    await call(`window.kitsmith.loadKit({ version: 1, game: 'eafc', ls: false })`);
  });
});

describe('views and camera', () => {
  it('frames each sub-view at the spec distance: 450 regular, 930 full', async () => {
    await call(`window.kitsmithViewer.setCamera('front')`);
    await call(`window.kitsmithViewer.setView('full')`);
    let s = await viewerSnapshot(page);
    expect(Math.hypot(s.camera[0], s.camera[2])).toBeCloseTo(9.3, 2);
    await call(`window.kitsmithViewer.setView('shorts')`);
    s = await viewerSnapshot(page);
    expect(Math.hypot(s.camera[0], s.camera[2])).toBeCloseTo(4.5, 2);
    expect(s.camera[1]).toBeLessThan(1.0);
    await call(`window.kitsmithViewer.setView('shirt')`);
    s = await viewerSnapshot(page);
    expect(s.camera[1]).toBeGreaterThan(1.1);
  });

  // Share of the view's height the named parts take on screen, and their lowest and highest
  // points in normalised device coordinates (-1 bottom, 1 top).
  const onScreen = (names: string[]) =>
    page.evaluate(async (names) => {
      const v = window.kitsmithViewer!;
      await v.frame();
      const root = v.root()!;
      const camera = root.camera;
      camera.updateMatrixWorld();
      let low = Infinity;
      let high = -Infinity;
      root.scene.traverse((o) => {
        const mesh = o as unknown as {
          isMesh?: boolean;
          geometry: {
            attributes: {
              position: {
                count: number;
                getX(i: number): number;
                getY(i: number): number;
                getZ(i: number): number;
              };
            };
          };
          matrixWorld: unknown;
        };
        if (!mesh.isMesh || !names.includes(o.name)) return;
        const p = mesh.geometry.attributes.position;
        const point = camera.position.clone();
        for (let i = 0; i < p.count; i += 7) {
          point.set(p.getX(i), p.getY(i), p.getZ(i)).applyMatrix4(o.matrixWorld).project(camera);
          low = Math.min(low, point.y);
          high = Math.max(high, point.y);
        }
      });
      return { share: (high - low) / 2, low, high };
    }, names);

  it('fills the view with its subject: shorts and thighs, socks and boots', async () => {
    await call(`window.kitsmithViewer.setCamera('front')`);
    await call(`window.kitsmithViewer.setView('shorts')`);
    const shorts = await onScreen(['shorts_front', 'shorts_back']);
    // The whole shorts in view, taking about half its height (the shirt's lens left a third).
    expect(shorts.low).toBeGreaterThan(-1);
    expect(shorts.high).toBeLessThan(1);
    expect(shorts.share).toBeGreaterThan(0.48);
    await call(`window.kitsmithViewer.setView('socks')`);
    const socks = await onScreen(['sock_left', 'sock_right']);
    expect(socks.low).toBeGreaterThan(-1);
    expect(socks.high).toBeLessThan(1);
    expect(socks.share).toBeGreaterThan(0.55);
    // Boots on the view's lower edge, not floating in its middle.
    expect((await onScreen(['boots'])).low).toBeLessThan(-0.7);
    await call(`window.kitsmithViewer.setView('shirt')`);
  });

  it('reads a view only once the 3D root shows it, however soon after the change', async () => {
    // The 3D view's own React root commits its props and places the camera frames after the
    // change on a busy machine (CI once read the shirt's camera in the shorts view): frame()
    // waits for both. At 8x CPU throttling React's work spans several frames, as on a loaded
    // CI runner.
    await page.emulateCPUThrottling(8);
    const seen = await page.evaluate(async () => {
      const v = window.kitsmithViewer!;
      const lenses: [number, number][] = [];
      for (const view of ['shorts', 'shirt', 'socks', 'full', 'shorts', 'shirt'] as const) {
        v.setView(view);
        await v.frame();
        const camera = v.root()!.camera as unknown as { fov: number; position: { x: number; z: number } };
        lenses.push([camera.fov, Math.round(Math.hypot(camera.position.x, camera.position.z) * 100) / 100]);
      }
      // A prop that moves no camera: the shorts hidden and shown again.
      const shorts: boolean[] = [];
      for (const hidden of [true, false, true, false]) {
        v.hideShorts(hidden);
        await v.frame();
        shorts.push(v.meshes().some((m) => m.name === 'shorts_front' && m.visible));
      }
      return { lenses, shorts };
    });
    await page.emulateCPUThrottling(null);
    // Lens (degrees) and distance (metres) of shorts, shirt, socks, full, shorts, shirt.
    expect(seen.lenses).toEqual([
      [8.9, 4.5],
      [14, 4.5],
      [8.6, 4.5],
      [14, 9.3],
      [8.9, 4.5],
      [14, 4.5],
    ]);
    expect(seen.shorts).toEqual([false, true, false, true]);
  });

  it('turns the camera for Three-quarter, Front, Side, Back and Side (back)', async () => {
    const at = async (view: string) => {
      await call(`window.kitsmithViewer.setCamera('${view}')`);
      return (await viewerSnapshot(page)).camera;
    };
    const threeQuarter = await at('three_quarter');
    expect(threeQuarter[0]).toBeGreaterThan(2);
    expect(threeQuarter[2]).toBeGreaterThan(2);
    expect((await at('front'))[2]).toBeGreaterThan(4);
    expect((await at('side'))[0]).toBeGreaterThan(4);
    expect((await at('back'))[2]).toBeLessThan(-4);
    const sideBack = await at('side_back');
    expect(sideBack[0]).toBeGreaterThan(2);
    expect(sideBack[2]).toBeLessThan(-2);
  });

  it('draws nothing while idle, keeps drawing while rotating, and stops on Stop rotating', async () => {
    await call(`window.kitsmithViewer.setCamera('front')`);
    await viewerSnapshot(page);
    // Let composites and mip chains settle: they may each ask for one frame.
    await new Promise((r) => setTimeout(r, 1500));
    const idle0 = (await call('window.kitsmithViewer.frames()')) as number;
    await new Promise((r) => setTimeout(r, 800));
    expect(await call('window.kitsmithViewer.frames()')).toBe(idle0);

    await call(`window.kitsmithViewer.setCamera('rotate')`);
    await new Promise((r) => setTimeout(r, 1200));
    const spinning = (await call('window.kitsmithViewer.frames()')) as number;
    expect(spinning).toBeGreaterThan(idle0 + 2);
    const [button] = await page.$$("xpath/.//button[normalize-space()='Stop rotating']");
    expect(button).toBeDefined();
    await button!.click();
    await new Promise((r) => setTimeout(r, 1000));
    const stopped = (await call('window.kitsmithViewer.frames()')) as number;
    await new Promise((r) => setTimeout(r, 800));
    expect(await call('window.kitsmithViewer.frames()')).toBe(stopped);
    await call(`window.kitsmithViewer.setCamera('front')`);
  });

  it('hides the full-body button in free view', async () => {
    const fullButtons = () => page.$$("xpath/.//button[normalize-space()='Full body']");
    expect(await fullButtons()).toHaveLength(1);
    await call('window.kitsmithViewer.setFreeView(true)');
    await viewerSnapshot(page);
    expect(await fullButtons()).toHaveLength(0);
    await call('window.kitsmithViewer.setFreeView(false)');
  });
});

describe('screenshot (spec §4, §7)', () => {
  it('is an 800 px JPEG on #e6e6e6, taken without mannequin, and restores the view', async () => {
    await call('window.kitsmithViewer.setView("full")');
    await call('window.kitsmithViewer.hideShorts(true)');
    const url = (await call('window.kitsmithViewer.screenshot()')) as string;
    expect(url.startsWith('data:image/jpeg;base64,')).toBe(true);
    const image = sharp(Buffer.from(url.split(',')[1]!, 'base64'));
    const meta = await image.metadata();
    expect(meta.format).toBe('jpeg');
    expect([meta.width, meta.height]).toEqual([800, 800]);
    const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
    const px = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
    ];
    for (const [r, g, b] of [px(4, 4), px(795, 4), px(4, 795)]) {
      expect(Math.abs(r! - 0xe6)).toBeLessThanOrEqual(3);
      expect(Math.abs(g! - 0xe6)).toBeLessThanOrEqual(3);
      expect(Math.abs(b! - 0xe6)).toBeLessThanOrEqual(3);
    }
    // Where the mannequin would show, screenshot mode hides it, so it is background: its neck
    // above the collar and its knees between the shorts' hem and the socks (the thumbnail frames
    // the whole kit, collar to sock foot).
    for (const [x, y] of [
      [400, 800 * 0.03],
      [350, 800 * 0.63],
      [450, 800 * 0.63],
    ] as const) {
      expect(Math.abs(px(x, y)[0]! - 0xe6)).toBeLessThanOrEqual(6);
    }
    const s = await viewerSnapshot(page);
    expect(s.state.screenshotMode).toBe(false);
    expect(visible(s.meshes, 'skin')).toBe(true);
    expect(visible(s.meshes, 'shorts_front')).toBe(false);
    await call('window.kitsmithViewer.hideShorts(false)');
  });

  it('is 1600 px for basketball', async () => {
    const other = await openViewer(gpu, app.url, 'basketball', VIEW_ONLY);
    const url = (await other.page.evaluate('window.kitsmithViewer.screenshot()')) as string;
    const meta = await sharp(Buffer.from(url.split(',')[1]!, 'base64')).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1600, 1600]);
    expect(other.errors()).toEqual([]);
    await other.page.close();
  });
});

describe('freecam presets', () => {
  it('saves the current view by name, warns before replacing, and keeps presets in local storage', async () => {
    await call('window.kitsmithViewer.setFreeView(true)');
    await viewerSnapshot(page);
    const input = await page.waitForSelector("xpath/.//label[contains(., 'Preset name')]//input");
    await input!.type('Corner');
    const [save] = await page.$$("xpath/.//button[normalize-space()='Save current view']");
    await save!.click();
    await page.waitForFunction(() => (localStorage.getItem('freecam-presets') ?? '').includes('Corner'));
    const stored = JSON.parse((await call("localStorage.getItem('freecam-presets')")) as string) as {
      name: string;
      position: number[];
      quaternion: number[];
      target: number[];
      positionKit: number[];
    }[];
    expect(stored.map((p) => p.name)).toEqual(['Corner']);
    expect(stored[0]!.position).toHaveLength(3);
    expect(stored[0]!.quaternion).toHaveLength(4);
    expect(stored[0]!.target).toHaveLength(3);
    await input!.type('Corner');
    const warning = await page.waitForSelector("xpath/.//*[@role='status'][contains(., 'Will replace')]");
    expect(await warning!.evaluate((e) => e.textContent)).toBe('Will replace the existing `Corner` preset.');
    await call('window.kitsmithViewer.setFreeView(false)');
  });

  it('orbits the free view round the player with a drag, and Apply puts the saved view back', async () => {
    await call('window.kitsmithViewer.setFreeView(true)');
    const saved = (await viewerSnapshot(page)).camera;
    const target = () =>
      page.evaluate(
        () => (window.kitsmithViewer!.root()!.controls as unknown as { target: { y: number } }).target.y,
      );
    const canvas = await page.$('canvas.viewer-canvas');
    const box = (await canvas!.boundingBox())!;
    const framesBefore = (await call('window.kitsmithViewer.frames()')) as number;
    const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
    await page.mouse.move(cx, cy);
    await page.mouse.down();
    for (let step = 1; step <= 5; step++) await page.mouse.move(cx + step * 30, cy);
    await page.mouse.up();
    const dragged = (await viewerSnapshot(page)).camera;
    // A turn round the vertical axis through the target: the height and the distance stay.
    const distance = (p: number[], y: number) => Math.hypot(p[0]!, p[1]! - y, p[2]!);
    const y = await target();
    expect(Math.abs(dragged[0] - saved[0]) + Math.abs(dragged[2] - saved[2])).toBeGreaterThan(0.1);
    expect(dragged[1]).toBeCloseTo(saved[1], 3);
    expect(distance(dragged, y)).toBeCloseTo(distance(saved, y), 3);
    // On demand: the drag asked for frames itself.
    expect((await call('window.kitsmithViewer.frames()')) as number).toBeGreaterThan(framesBefore);
    const [apply] = await page.$$("xpath/.//button[@aria-label='Apply Corner']");
    await apply!.click();
    const back = (await viewerSnapshot(page)).camera;
    const corner = (
      JSON.parse((await call("localStorage.getItem('freecam-presets')")) as string) as {
        position: number[];
      }[]
    )[0]!.position;
    for (let i = 0; i < 3; i++) expect(back[i]!).toBeCloseTo(corner[i]!, 3);
    await call('window.kitsmithViewer.setFreeView(false)');
  });
});

describe('context loss', () => {
  it('opens the out-of-memory dialog, and Re-render kit brings the view back', async () => {
    await page.evaluate(() => {
      const canvas = document.querySelector('canvas.viewer-canvas') as HTMLCanvasElement;
      const gl = canvas.getContext('webgl2')!;
      (window as unknown as { loser: WEBGL_lose_context }).loser = gl.getExtension('WEBGL_lose_context')!;
      (window as unknown as { loser: WEBGL_lose_context }).loser.loseContext();
    });
    const dialog = await page.waitForSelector("xpath/.//*[@role='dialog'][contains(., 'ran out of memory')]");
    expect(await dialog!.evaluate((e) => e.textContent)).toContain(
      'Kit Creator ran out of memory. Please try lowering the resolution and re-rendering your kit.',
    );
    const [rerender] = await page.$$("xpath/.//button[normalize-space()='Re-render kit']");
    await rerender!.click();
    await page.waitForFunction(
      () => !document.querySelector('[role="dialog"]')?.textContent?.includes('ran out of memory'),
      { timeout: 30_000 },
    );
    const s = await viewerSnapshot(page);
    expect(s.meshes.length).toBeGreaterThan(0);
    expect(errors()).toEqual([]);
  });
});
