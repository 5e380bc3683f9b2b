/**
 * The 3D view's display settings dropdown, driven by role and name: a skin tone, the mannequin's
 * and boots' shininess, metalness and colour, and the socks multi-select change the scene's
 * materials and garments, are saved in local storage under their own keys (document 1 §9) and
 * are still set after a reload. Settings' 3D detail normals switch the normal map's relief.
 */
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SKIN_TONES, shininessToRoughness } from '../../../src/scene/mannequin-look.ts';
import { openEditorPage, type EditorPage } from '../editor/editor-page.ts';
import { pickerClosed, setHex } from '../editor/color-picker-user.ts';
import { screenshotPath } from '../harness.ts';
import { renderFrame, type Frame } from './scene-view.ts';

const SMALL = '/?scale=0.25&effects=0';
let world: EditorPage;

interface Look {
  color: string;
  roughness: number;
  metalness: number;
}

/** The scene's skin and boot materials as drawn now, read from the meshes wearing them. */
function materials(page: Page): Promise<{ skin: Look; boots: Look; sockTop: number }> {
  return page.evaluate(async () => {
    const viewer = window.kitsmithViewer!;
    await viewer.frame();
    const found: Record<string, Look> = {};
    let sockTop = -Infinity;
    viewer.root()!.scene.traverse((object) => {
      const mesh = object as unknown as {
        isMesh?: boolean;
        name: string;
        userData: { surface?: string };
        material: { color: { getHexString(): string }; roughness: number; metalness: number };
        geometry: { computeBoundingBox(): void; boundingBox: { max: { y: number } } | null };
      };
      if (!mesh.isMesh) return;
      const surface = mesh.userData.surface;
      if (surface === 'skin' || surface === 'boots')
        found[surface] = {
          color: `#${mesh.material.color.getHexString()}`,
          roughness: mesh.material.roughness,
          metalness: mesh.material.metalness,
        };
      if (mesh.name.startsWith('sock')) {
        mesh.geometry.computeBoundingBox();
        sockTop = Math.max(sockTop, mesh.geometry.boundingBox!.max.y);
      }
    });
    return { skin: found.skin!, boots: found.boots!, sockTop };
  });
}

const stored = (page: Page, key: string) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown, key);

async function openDropdown() {
  const button = await world.user.get('button', 'Display settings');
  if ((await button.evaluate((b) => b.getAttribute('aria-expanded'))) !== 'true') await button.click();
}

async function setAmount(name: string, value: number) {
  await world.user.typeInto('spinbutton', name, String(value));
  await world.page.keyboard.press('Enter');
}

beforeAll(async () => {
  world = await openEditorPage();
  world.page.setDefaultTimeout(90_000);
  await world.user.open(world.server.url + SMALL);
  await world.page.waitForFunction('window.kitsmithViewer?.root() != null');
}, 300_000);

afterAll(async () => {
  await world?.close();
});

describe('display settings of the 3D model', () => {
  it('change the mannequin, boots and socks, and are still set after a reload', async () => {
    const { page, user } = world;
    const before = await materials(page);
    await openDropdown();

    await (await user.get('radio', 'Skin color 9')).click();
    await setAmount('Mannequin shininess', 40);
    await setAmount('Boot metalness', 60);
    await (await page.waitForSelector('button[aria-label^="Boot colour: "]'))!.click();
    await setHex(user, '#2050c0');
    await user.clickButton('Apply');
    await pickerClosed(page);
    await (await user.get('checkbox', 'Regular socks')).click();
    await (await user.get('checkbox', 'Low socks')).click();

    const after = await materials(page);
    expect(after.skin.color).toBe(SKIN_TONES[8]);
    expect(after.skin.roughness).toBeCloseTo(shininessToRoughness(40), 5);
    expect(after.boots).toEqual({ color: '#2050c0', roughness: before.boots.roughness, metalness: 0.6 });
    // Low socks end lower on the leg than the regular ones.
    expect(after.sockTop).toBeLessThan(before.sockTop - 0.05);
    expect(await stored(page, 'display-mannequinSkinColor')).toBe(8);
    expect(await stored(page, 'display-bootColor')).toBe('#2050c0');
    expect(await stored(page, 'display-socks')).toEqual(['low']);

    await page.reload({ waitUntil: 'load' });
    await page.waitForFunction('window.kitsmithViewer?.root() != null && window.kitsmith != null');
    await user.waitIdle();
    await openDropdown();
    const checked = (role: string, name: string) =>
      user.get(role, name).then((e) => e.evaluate((el) => (el as HTMLInputElement).checked));
    expect(await checked('radio', 'Skin color 9')).toBe(true);
    expect(await checked('checkbox', 'Low socks')).toBe(true);
    expect(await checked('checkbox', 'Regular socks')).toBe(false);
    const reloaded = await materials(page);
    expect(reloaded).toEqual(after);
    await page.screenshot({ path: screenshotPath('display-settings.png') });
  });

  it('turns the skin tone off for a plain mannequin colour', async () => {
    const { page, user } = world;
    await openDropdown();
    await (await user.get('checkbox', 'Skin tone')).click();
    await (await page.waitForSelector('button[aria-label^="Mannequin colour: "]'))!.click();
    await setHex(user, '#8a9ab0');
    await user.clickButton('Apply');
    await pickerClosed(page);
    await setAmount('Mannequin metalness', 30);
    const look = await materials(page);
    expect(look.skin.color).toBe('#8a9ab0');
    expect(look.skin.metalness).toBeCloseTo(0.3, 5);
    expect(await stored(page, 'display-mannequinSkinColorToggle')).toBe(false);

    // Colours without saturation are lifted into the grey range (document 1 §5): black boots
    // show #1a1a1a under the lights, white ones #f0f0f0. The user's choice is kept as chosen.
    await (await page.waitForSelector('button[aria-label^="Boot colour: "]'))!.click();
    await setHex(user, '#000000');
    await user.clickButton('Apply');
    await pickerClosed(page);
    expect((await materials(page)).boots.color).toBe('#1a1a1a');
    expect(await stored(page, 'display-bootColor')).toBe('#000000');
    await (await page.waitForSelector('button[aria-label^="Mannequin colour: "]'))!.click();
    await setHex(user, '#ffffff');
    await user.clickButton('Apply');
    await pickerClosed(page);
    expect((await materials(page)).skin.color).toBe('#f0f0f0');
    expect(world.errors).toEqual([]);
  });

  it('shades the kit without its relief when 3D detail normals are off', async () => {
    const { page, user } = world;
    /** Resolves once every kit material's normal scale is `scale` (the setting reached the scene). */
    const normalScale = (scale: number) =>
      page.waitForFunction(
        (scale) => {
          const scales: number[] = [];
          window.kitsmithViewer!.root()!.scene.traverse((object) => {
            const material = (
              object as unknown as { material?: { normalMap?: unknown; normalScale?: { x: number } } }
            ).material;
            if (material?.normalMap && material.normalScale) scales.push(material.normalScale.x);
          });
          return scales.length > 0 && scales.every((x) => x === scale);
        },
        {},
        scale,
      );
    /** Pixels whose colour moved by more than 6 on a channel. */
    const changed = (a: Frame, b: Frame) => {
      let count = 0;
      for (let i = 0; i < a.data.length; i += 3)
        if ([0, 1, 2].some((c) => Math.abs(a.data[i + c]! - b.data[i + c]!) > 6)) count++;
      return count;
    };
    await user.clickTab('Settings');
    const toggle = await user.get('switch', '3D detail normals (folds and relief)');
    expect(await toggle.evaluate((el) => (el as HTMLInputElement).checked)).toBe(true);
    await normalScale(1);
    const on = await renderFrame(page, []);
    await toggle.click();
    await normalScale(0);
    const off = await renderFrame(page, []);
    expect(await stored(page, 'setting-detailNormals')).toBe(false);
    await toggle.click();
    await normalScale(1);
    const back = await renderFrame(page, []);
    const flat = changed(on, off);
    expect(flat).toBeGreaterThan(200);
    expect(changed(on, back)).toBeLessThan(flat / 10);
    expect(world.errors).toEqual([]);
  });
});
