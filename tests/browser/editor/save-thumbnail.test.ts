/**
 * Issue 28: the saved kit's picture (document 1 §4, §7) is the 3D view in screenshot mode, an
 * 800 px JPEG at 0.95 on grey #e6e6e6, not the flat shirt texture. Saved through the UI; the
 * stored image is read back from the server and held against the view's own screenshot.
 */
import { writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshotPath } from '../harness.ts';
import { openEditorPage, type EditorPage } from './editor-page.ts';

const SMALL = '/?game=eafc&scale=0.25&effects=0';
let world: EditorPage;

beforeAll(async () => {
  world = await openEditorPage();
  world.page.setDefaultTimeout(90_000);
}, 300_000);

afterAll(async () => {
  await world?.close();
});

async function raw(bytes: Buffer) {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

describe('the saved kit’s thumbnail', () => {
  it('is the 3D view in screenshot mode: 800 px JPEG on #e6e6e6', { timeout: 240_000 }, async () => {
    const { page, user } = world;
    await user.open(world.server.url + SMALL);
    await user.register('thumbsaver', 'thumbsaver@example.com');
    await user.open(world.server.url + SMALL);
    await page.waitForFunction('window.kitsmithViewer?.root() != null');
    await user.clickTab('Settings');
    await user.typeInto('textbox', 'Name', 'Thumbnail Kit');
    await user.saveNewKit();
    await user.get('button', 'Save changes');
    const image = await page.evaluate(async () => {
      const list = (await (await fetch('/api/saved')).json()) as { data: { image: string | null }[] };
      return list.data[0]?.image ?? null;
    });
    expect(image).toBeTruthy();
    const stored = Buffer.from(await (await fetch(new URL(image!, world.server.url))).arrayBuffer());
    expect((await sharp(stored).metadata()).format).toBe('jpeg');
    const saved = await raw(stored);
    expect([saved.width, saved.height]).toEqual([800, 800]);
    // The grey backdrop around the player, in every corner.
    for (const [x, y] of [
      [4, 4],
      [795, 4],
      [4, 795],
      [795, 795],
    ] as const) {
      const at = (y * saved.width + x) * 3;
      const rgb = [...saved.data.subarray(at, at + 3)];
      for (const channel of rgb) expect(Math.abs(channel - 0xe6), `corner ${x},${y}: ${rgb}`).toBeLessThan(4);
    }
    // The same picture as the view's screenshot mode takes now (the flat texture is nothing like it).
    const shot = await page.evaluate(() => window.kitsmithViewer!.screenshot());
    const view = await raw(Buffer.from(shot!.split(',')[1]!, 'base64'));
    expect([view.width, view.height]).toEqual([800, 800]);
    let difference = 0;
    for (let i = 0; i < view.data.length; i += 1) difference += Math.abs(view.data[i]! - saved.data[i]!);
    expect(difference / view.data.length).toBeLessThan(3);
    expect(world.errors).toEqual([]);
  });

  it(
    'frames the whole kit: red socks show in the lower part of the picture',
    { timeout: 240_000 },
    async () => {
      const { page, user } = world;
      await user.open(world.server.url + SMALL);
      await user.register('sockssaver', 'sockssaver@example.com');
      await user.open(world.server.url + SMALL);
      await page.waitForFunction('window.kitsmithViewer?.root() != null');
      await page.evaluate(() =>
        window.kitsmith!.loadKit({
          version: 1,
          game: 'eafc',
          shirt: [{ n: 'base', uuid: 'b-shirt', type: 'base', c: ['#2f7a3e'] }],
          shorts: [{ n: 'base', uuid: 'b-shorts', type: 'base', c: ['#f4f4f4'] }],
          socks: [{ n: 'base', uuid: 'b-socks', type: 'base', c: ['#d01818'] }],
          logos: [],
        }),
      );
      await user.waitComposited();
      await user.saveNewKit('Red Socks');
      await user.get('button', 'Save changes');
      const image = await page.evaluate(async () => {
        const list = (await (await fetch('/api/saved')).json()) as { data: { image: string | null }[] };
        return list.data[0]?.image ?? null;
      });
      const bytes = Buffer.from(await (await fetch(new URL(image!, world.server.url))).arrayBuffer());
      // Kept for a look (the ignored artifacts folder, not docs/screenshots).
      writeFileSync(screenshotPath('thumbnail-socks.jpg'), bytes);
      const saved = await raw(bytes);
      // Red texels (the socks) by row: they are in the picture, in its lower part, and the picture
      // does not end on them (the feet are in the frame, with the grey below).
      const redRows: number[] = [];
      for (let y = 0; y < saved.height; y++) {
        let red = 0;
        for (let x = 0; x < saved.width; x++) {
          const at = (y * saved.width + x) * 3;
          const [r, g, b] = [saved.data[at]!, saved.data[at + 1]!, saved.data[at + 2]!];
          if (r > 110 && r > g * 2 && r > b * 2) red++;
        }
        if (red >= 6) redRows.push(y);
      }
      expect(redRows.length).toBeGreaterThan(40);
      expect(redRows[0]!).toBeGreaterThan(saved.height * 0.55);
      expect(redRows.at(-1)!).toBeLessThan(saved.height - 8);
      expect(world.errors).toEqual([]);
    },
  );
});
