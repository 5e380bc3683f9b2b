/**
 * The 3D view of a plain navy shirt (the extras kit) as a player sees it at 1280x720: no skin
 * shows at the shoulder seams from any camera, and the kit's Collar setting, chosen in the
 * Settings tab, changes the collar the model wears: the template's collar shapes decide (Veloce
 * Pro Match's first collar is a V, its second a crew neck; a template-less order would be the
 * other way round). Runs the built app with its real API (`npx vite build` first).
 */
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EditorUser } from '../editor/editor-user.ts';
import { extrasKit } from './extras-kit.ts';
import { openSceneView, renderFrame, type SceneView, type Vec3 } from './scene-view.ts';

let scene: SceneView;
let page: Page;
let user: EditorUser;

beforeAll(async () => {
  scene = await openSceneView({ ...extrasKit(), template: 'veloce_pro_match', collar: 0 });
  ({ page, user } = scene);
}, 180_000);
afterAll(async () => {
  await scene?.close();
});

/** Skin-toned pixels of the 3D canvas within `radius` of where each world point lands. */
async function skinNear(points: Vec3[], radius = 9): Promise<number[]> {
  const { data, width, height, at } = await renderFrame(page, points);
  return at.map(([cx, cy]) => {
    let skin = 0;
    for (let y = Math.round(cy - radius); y <= cy + radius; y++)
      for (let x = Math.round(cx - radius); x <= cx + radius; x++) {
        if (x < 0 || y < 0 || x >= width || y >= height) continue;
        const k = (y * width + x) * 3;
        const [r, g, b] = [data[k]!, data[k + 1]!, data[k + 2]!];
        // Warm and light: the mannequin's skin, never the navy cloth, white collar or grey sky.
        if (r > 110 && r > b + 45 && g > b) skin++;
      }
    return skin;
  });
}

/** The collar meshes the model wears: vertex count and lowest point. */
function collarMesh(): Promise<{ vertices: number; lowest: number }> {
  return page.evaluate(() => {
    const kit = window.kitsmithViewer!.root()!.scene.getObjectByName('kit')!;
    let vertices = 0;
    let lowest = Infinity;
    for (const child of kit.children) {
      if (child.name !== 'collar') continue;
      const position = (
        child as unknown as {
          geometry: { getAttribute(n: string): { count: number; getY(k: number): number } };
        }
      ).geometry.getAttribute('position');
      vertices += position.count;
      for (let k = 0; k < position.count; k++) lowest = Math.min(lowest, position.getY(k));
    }
    return { vertices, lowest };
  });
}

describe('the shirt in the 3D view', () => {
  it('shows no skin at the shoulder seams from the front, sides and back', async () => {
    await user.clickButton('Shirt');
    // Where the sleeve cap meets the body panels, front and back, on both shoulders.
    const seams: Vec3[] = [
      [0.172, 1.42, 0.03],
      [-0.172, 1.42, 0.03],
      [0.175, 1.405, -0.04],
      [-0.175, 1.405, -0.04],
    ];
    for (const [camera, facing] of [
      ['Front', [0, 1]],
      ['Side', [0, 2]],
      ['Back', [2, 3]],
      ['Side (back)', [1, 3]],
    ] as const) {
      await user.clickButton(camera);
      const skin = await skinNear(facing.map((i) => seams[i]!));
      expect(skin, camera).toEqual([0, 0]);
    }
    await user.clickButton('Front');
  });

  it('wears the collar the Collar setting picks', async () => {
    const v = await collarMesh();
    await user.clickTab('Settings');
    /** Picks a collar value and waits for the model to wear a collar other than `was`. */
    const pick = async (value: string, was: { vertices: number; lowest: number }) => {
      await (await user.get('combobox', 'Collar')).select(value);
      for (let tries = 0; tries < 80; tries++) {
        const now = await collarMesh();
        if (now.lowest !== was.lowest || now.vertices !== was.vertices) return now;
        await new Promise((r) => setTimeout(r, 250));
      }
      return collarMesh();
    };
    const crew = await pick('1', v);
    // The V drops well down the chest; the crew neck sits round the base of the neck.
    expect(v.lowest).toBeLessThan(crew.lowest - 0.05);
    // And back: the V returns.
    expect(await pick('0', crew)).toEqual(v);
    expect(scene.errors).toEqual([]);
  });
});
