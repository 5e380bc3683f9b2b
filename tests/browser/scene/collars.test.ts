/**
 * The 3D view of a plain navy shirt (the extras kit) as a player sees it at 1280x720: no skin
 * shows at the shoulder seams from any camera, and the kit's Collar setting, chosen in the
 * Settings tab, changes the collar the model wears: the template's collar shapes decide (Veloce
 * Pro Match's first collar is a V, its second a crew neck; a template-less order would be the
 * other way round). A polo's and a henley's placket wear buttons, a polo's collar a knitted rib,
 * and a basketball jersey's scoop a trim lying on the chest and smooth straps. Runs the built app with its real API
 * (`npx vite build` first).
 */
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EditorUser } from '../editor/editor-user.ts';
import { extrasKit } from './extras-kit.ts';
import { openSceneView, renderFrame, type Frame, type SceneView, type Vec3 } from './scene-view.ts';

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

/** The camera 1.2 m in front of the neck (a zoomed free view), for details a few mm across. */
async function closeUp(y: number): Promise<void> {
  await page.evaluate((height) => {
    const root = window.kitsmithViewer!.root()!;
    root.camera.position.set(0, height + 0.02, 1.2);
    root.camera.lookAt(0, height, 0);
  }, y);
}

/** Sets the visibility of the kit's meshes of one name (the test's own before/after). */
function showMeshes(name: string, visible: boolean): Promise<void> {
  return page.evaluate(
    (n, v) => {
      for (const child of window.kitsmithViewer!.root()!.scene.getObjectByName('kit')!.children)
        if (child.name === n) child.visible = v;
    },
    name,
    visible,
  );
}

interface MeshPoint {
  x: number;
  y: number;
  z: number;
  /** The kit material's detail coordinate (a rib's position, a button's face), if any. */
  face?: [number, number];
}

/** Vertices of the kit's meshes of one name (world space: the kit group is not moved). */
function meshPoints(name: string): Promise<MeshPoint[]> {
  return page.evaluate((n) => {
    type Attribute = {
      count: number;
      getX(k: number): number;
      getY(k: number): number;
      getZ(k: number): number;
    };
    const out: { x: number; y: number; z: number; face?: [number, number] }[] = [];
    for (const child of window.kitsmithViewer!.root()!.scene.getObjectByName('kit')!.children) {
      if (child.name !== n) continue;
      const geometry = (child as unknown as { geometry: { getAttribute(a: string): Attribute | undefined } })
        .geometry;
      const p = geometry.getAttribute('position')!;
      const f = geometry.getAttribute('kitFace');
      for (let k = 0; k < p.count; k++)
        out.push({
          x: p.getX(k),
          y: p.getY(k),
          z: p.getZ(k),
          ...(f ? { face: [f.getX(k), f.getY(k)] as [number, number] } : {}),
        });
    }
    return out;
  }, name);
}

/**
 * Swaps the material of the kit's meshes of one name for the shirt front's plain jersey, or
 * back (the test's own before/after).
 */
function plainJersey(name: string, plain: boolean): Promise<void> {
  return page.evaluate(
    (n, on) => {
      type Shaded = { name: string; material: unknown; userData: { ownMaterial?: unknown } };
      const children = window.kitsmithViewer!.root()!.scene.getObjectByName('kit')!
        .children as unknown as Shaded[];
      const jersey = children.find((c) => c.name === 'shirt_front')!.material;
      for (const child of children) {
        if (child.name !== n) continue;
        if (on) {
          child.userData.ownMaterial ??= child.material;
          child.material = jersey;
        } else if (child.userData.ownMaterial) child.material = child.userData.ownMaterial;
      }
    },
    name,
    plain,
  );
}

/** Fine detail along a row of the canvas: the summed second differences of its luminance. */
function rowDetail(f: Frame, y: number, x0: number, x1: number): number {
  const lum = (x: number) => {
    const [r, g, b] = rgb(f, [x, y]);
    return 0.3 * r + 0.59 * g + 0.11 * b;
  };
  let sum = 0;
  for (let x = Math.round(x0) + 1; x < x1 - 1; x++) sum += Math.abs(2 * lum(x) - lum(x - 1) - lum(x + 1));
  return sum;
}

/** Mean absolute difference per channel of two frames in a square round a canvas point. */
function differenceNear(a: Frame, b: Frame, [cx, cy]: [number, number], radius: number): number {
  let sum = 0;
  let n = 0;
  for (let y = Math.round(cy - radius); y <= cy + radius; y++)
    for (let x = Math.round(cx - radius); x <= cx + radius; x++) {
      const k = (y * a.width + x) * 3;
      for (let c = 0; c < 3; c++) sum += Math.abs(a.data[k + c]! - b.data[k + c]!);
      n += 3;
    }
  return sum / n;
}

/**
 * Streaks in a box of the canvas: the share of neighbouring cloth pixels (neither skin nor the
 * light grey sky) whose luminance jumps by more than 24. Smooth shading and the few edges of a
 * strap or its trim stay far below the comb a folded panel drew.
 */
function streakShare(f: Frame, corners: [number, number][]): number {
  const [[x0, y0], [x1, y1]] = [corners[0]!, corners[1]!];
  const lum = (x: number, y: number) => {
    const [r, g, b] = rgb(f, [x, y]);
    const skin = r > 110 && r > b + 45 && g > b;
    const sky = Math.min(r, g, b) > 200;
    return skin || sky ? undefined : 0.3 * r + 0.59 * g + 0.11 * b;
  };
  let [pairs, jumps] = [0, 0];
  for (let y = Math.round(Math.min(y0, y1)); y < Math.max(y0, y1); y++)
    for (let x = Math.round(Math.min(x0, x1)); x < Math.max(x0, x1); x++) {
      const here = lum(x, y);
      if (here === undefined) continue;
      for (const next of [lum(x + 1, y), lum(x, y + 1)]) {
        if (next === undefined) continue;
        pairs++;
        if (Math.abs(next - here) > 24) jumps++;
      }
    }
  return jumps / Math.max(1, pairs);
}

/** The RGB of a canvas pixel. */
const rgb = (f: Frame, [x, y]: [number, number]) => {
  const k = (Math.round(y) * f.width + Math.round(x)) * 3;
  return [f.data[k]!, f.data[k + 1]!, f.data[k + 2]!] as const;
};

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
    // The collars are a group of pictures, one per collar, named as the select's options were.
    await user.get('radiogroup', 'Collar');
    expect(await (await user.get('radio', 'Collar 1')).evaluate((el) => el.ariaChecked)).toBe('true');
    /** Picks a collar by its picture and waits for the model to wear a collar other than `was`. */
    const pick = async (name: string, was: { vertices: number; lowest: number }) => {
      await (await user.get('radio', name)).click();
      expect(await (await user.get('radio', name)).evaluate((el) => el.ariaChecked)).toBe('true');
      for (let tries = 0; tries < 80; tries++) {
        const now = await collarMesh();
        if (now.lowest !== was.lowest || now.vertices !== was.vertices) return now;
        await new Promise((r) => setTimeout(r, 250));
      }
      return collarMesh();
    };
    const crew = await pick('Collar 2', v);
    // The V drops well down the chest; the crew neck sits round the base of the neck.
    expect(v.lowest).toBeLessThan(crew.lowest - 0.05);
    // And back: the V returns.
    expect(await pick('Collar 1', crew)).toEqual(v);
    expect(scene.errors).toEqual([]);
  });

  it('wears the shorts model picked by its picture, and the arrow keys walk the models', async () => {
    await user.clickTab('Settings');
    const hem = async () => Math.min(...(await meshPoints('shorts_front')).map((p) => p.y));
    /** Waits for the model to wear shorts whose hem is not at `was`. */
    const changed = async (was: number) => {
      for (let tries = 0; tries < 80; tries++) {
        const now = await hem();
        if (Math.abs(now - was) > 1e-4) return now;
        await new Promise((r) => setTimeout(r, 250));
      }
      return hem();
    };
    const kitShorts = async () =>
      (JSON.parse(await page.evaluate(() => window.kitsmith!.getKit())) as { selectedShorts?: number })
        .selectedShorts ?? 0;
    const group = await user.get('radiogroup', 'Shorts model');
    const names = await group.$$eval('[role="radio"]', (radios) => radios.map((r) => r.textContent));
    expect(names).toEqual(['Model 0', 'Model 2', 'Model 3', 'Model 4', 'Model 6']);
    const start = await hem();
    // Model 3 is the longest cut (0.42 m), model 6 the shortest (0.30 m).
    await (await user.get('radio', 'Model 3')).click();
    const long = await changed(start);
    expect(await kitShorts()).toBe(3);
    await (await user.get('radio', 'Model 6')).click();
    const short = await changed(long);
    expect(await kitShorts()).toBe(6);
    expect(short - long).toBeGreaterThan(0.08);
    // From the keyboard: Home goes to the first model, an arrow to the next, as a radio group.
    await page.keyboard.press('Home');
    await changed(short);
    expect(await kitShorts()).toBe(0);
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(
      () =>
        document.activeElement?.getAttribute('aria-checked') === 'true' &&
        document.activeElement.textContent === 'Model 2',
    );
    expect(await kitShorts()).toBe(2);
    expect(scene.errors).toEqual([]);
  });

  it("wears buttons on a polo's and a henley's placket, a knitted polo collar, none on a V", async () => {
    // The V of the test's first template has no placket.
    expect((await meshPoints('buttons')).length).toBe(0);
    await page.evaluate(
      `window.kitsmith.loadKit(${JSON.stringify({ ...extrasKit(), template: 'stride_heritage', collar: 0 })})`,
    );
    await page.waitForFunction(
      () => window.kitsmithViewer!.meshes().some((m) => m.name === 'buttons' && m.visible),
      { timeout: 30_000 },
    );
    await user.waitIdle();
    await user.clickButton('Front');
    // Each button's top centre (its face's middle).
    const centres = (points: Awaited<ReturnType<typeof meshPoints>>) =>
      points.filter((p) => p.face && Math.hypot(...p.face) < 1e-6 && p.face[0] === 0);
    const polo = await meshPoints('buttons');
    const tops = centres(polo).filter((p, i, all) => all.findIndex((q) => Math.abs(q.y - p.y) < 0.001) === i);
    expect(tops).toHaveLength(2);
    await closeUp(1.44);
    const at = tops.map((p) => [p.x, p.y, p.z] as Vec3);
    const withButtons = await renderFrame(page, at);
    await showMeshes('buttons', false);
    const without = await renderFrame(page, at);
    await showMeshes('buttons', true);
    // Seen from 1.2 m a button is about 12 px across: its rim, holes and gloss change the
    // placket's pixels under it.
    const changed = withButtons.at.map((point) => differenceNear(withButtons, without, point, 4));
    for (const c of changed) expect(c).toBeGreaterThan(3);

    // The collar's knit: close up, the rib's grooves run across a row of the band's pixels,
    // where plain jersey on the same band is smooth.
    // Beside the placket (16 mm each side of the middle), where the band stands on the chest.
    const band = (await meshPoints('collar')).filter((p) => p.z > 0.02 && p.x > 0.022 && p.x < 0.045);
    const y = (Math.min(...band.map((p) => p.y)) + Math.max(...band.map((p) => p.y))) / 2;
    const z = Math.max(...band.map((p) => p.z));
    const ends: Vec3[] = [
      [0.024, y, z],
      [0.044, y, z],
    ];
    const ribbed = await renderFrame(page, ends);
    await plainJersey('collar', true);
    const plain = await renderFrame(page, ends);
    await plainJersey('collar', false);
    const [x0, row] = ribbed.at[0]!;
    const [x1] = ribbed.at[1]!;
    const detail = { ribbed: rowDetail(ribbed, row, x0, x1), plain: rowDetail(plain, row, x0, x1) };
    expect(detail.ribbed, JSON.stringify(detail)).toBeGreaterThan(2 * detail.plain + 20);

    // The template's second collar, a henley, buttons three times.
    await user.clickTab('Settings');
    await (await user.get('radio', 'Collar 2')).click();
    let henley = polo;
    for (let tries = 0; tries < 80 && henley.length === polo.length; tries++) {
      await new Promise((r) => setTimeout(r, 250));
      henley = await meshPoints('buttons');
    }
    expect(henley.length).toBe((polo.length / 2) * 3);
    expect(
      centres(henley).filter((p, i, all) => all.findIndex((q) => Math.abs(q.y - p.y) < 0.001) === i),
    ).toHaveLength(3);
    expect(scene.errors).toEqual([]);
  });

  it("lays a basketball jersey's trim on the chest: no light line, no skin below it, from the front", async () => {
    await scene.openGame('basketball', {
      ...extrasKit(),
      game: 'basketball',
      template: 'kinetik_hardwood',
      collar: 0,
    });
    await user.clickButton('Front');
    // The trim at the front centre: from its inner edge down to its outer edge.
    const front = (await meshPoints('collar')).filter((p) => p.z > 0 && Math.abs(p.x) < 0.004);
    const top = Math.max(...front.map((p) => p.y));
    const bottom = Math.min(...front.map((p) => p.y));
    const z = Math.max(...front.map((p) => p.z));
    await closeUp((top + bottom) / 2);
    const frame = await renderFrame(page, [
      [0, (top + bottom) / 2, z],
      [0, bottom - 0.015, z],
    ]);
    const [trim, below] = frame.at.map((p) => rgb(frame, p));
    // The white trim faces the camera (it was a level shelf seen edge-on: a thin light line)…
    expect(Math.min(...trim!), `trim ${trim!.join(',')}`).toBeGreaterThan(170);
    // …and below it the navy jersey, not the mannequin's chest showing through.
    expect(below![2] - below![0], `below ${below!.join(',')}`).toBeGreaterThan(25);
    expect(scene.errors).toEqual([]);
  });

  it("shows a basketball jersey's straps smooth from the side: no streaks along them", async () => {
    // Kinetik Hardwood, as the test before leaves it (opened here when run on its own), its left
    // strap seen 1.2 m from the side.
    if (!(await page.evaluate(() => location.search.includes('game=basketball'))))
      await scene.openGame('basketball', {
        ...extrasKit(),
        game: 'basketball',
        template: 'kinetik_hardwood',
        collar: 0,
      });
    // The panels' top rows read the texture on the outline itself, where half the samples fall
    // on the unpainted canvas: along the slanted armhole and neck edges the pixel steps drew a
    // comb of light streaks (share 0.047; 0.033 with the fold over the strap gone, 0.015 now).
    const y = 1.44 * 1.06;
    await page.evaluate((height) => {
      const root = window.kitsmithViewer!.root()!;
      root.camera.position.set(1.2, height + 0.02, 0);
      root.camera.lookAt(0, height, 0.05);
    }, y);
    const frame = await renderFrame(page, [
      [0.15, 1.64, 0.11],
      [0.15, 1.4, -0.11],
    ]);
    const streaks = streakShare(frame, frame.at);
    expect(streaks, `streaks ${streaks.toFixed(3)}`).toBeLessThan(0.024);
    expect(scene.errors).toEqual([]);
  });
});
