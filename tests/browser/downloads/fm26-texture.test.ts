/**
 * The FM26 3D kit texture from the editor's "Download for FM" dialog, used as a player would:
 * every download of one kit gives the same bytes (the ZIP's texture and the Texture button's),
 * front and back share one vertical scale (a band meets itself at the side seams), and a Unique ID
 * outside FM's range is said in the dialog and refused by the download, changing nothing.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowDownloads, ROOT } from '../harness.ts';
import { openEditorPage, type EditorPage } from '../editor/editor-page.ts';
import { rectLayer } from '../compositor/setup.ts';
import { decodePng, hueOf, openZip, pixel, type DecodedPng } from './archive.ts';

const REFERENCE = JSON.parse(
  readFileSync(path.join(ROOT, 'tests/fixtures/kits/reference-10.json'), 'utf8'),
) as object;

let world: EditorPage;
let folder: string;

beforeAll(async () => {
  world = await openEditorPage();
  folder = await mkdtemp(path.join(tmpdir(), 'kitsmith-fm26-'));
  await allowDownloads(world.gpu, folder);
});

afterAll(async () => {
  await world?.close();
  await rm(folder, { recursive: true, force: true });
});

/** Waits for a finished download called `name`, returns its bytes and removes it. */
async function downloaded(name: string): Promise<Uint8Array> {
  for (let i = 0; i < 600; i++) {
    const files = await readdir(folder);
    if (files.includes(name) && !files.some((f) => f.endsWith('.crdownload'))) {
      const bytes = new Uint8Array(await readFile(path.join(folder, name)));
      await rm(path.join(folder, name));
      return bytes;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name} was not downloaded; folder holds ${(await readdir(folder)).join(', ')}`);
}

/** The editor on an fm kit (a small editing scale: downloads are made at scale 1 whatever it is). */
async function openWithKit(kit: object): Promise<void> {
  await world.user.open(`${world.server.url}/?game=fm&scale=0.25&effects=0`);
  await world.page.evaluate((kit) => window.kitsmith!.loadKit(kit), { ...kit, game: 'fm' });
}

/** Opens Download for FM with a custom Unique ID typed in. */
async function customTeam(id: string): Promise<void> {
  await world.user.clickButton('Download for FM');
  await (await world.user.get('checkbox', 'Custom')).click();
  await world.user.typeInto('textbox', 'Unique ID', id);
}

/** The rows of column `x` between y0 and y1 whose hue is `hue`: their first and last. */
function hueRows(png: DecodedPng, x: number, y0: number, y1: number, hue: string): [number, number] {
  const rows: number[] = [];
  for (let y = y0; y < y1; y++) if (hueOf(pixel(png, x, y)) === hue) rows.push(y);
  expect(rows.length, `${hue} rows at x ${x}, y ${y0}-${y1}`).toBeGreaterThan(0);
  return [rows[0]!, rows[rows.length - 1]!];
}

describe('the FM26 3D texture from the Download for FM dialog', () => {
  it("the ZIP's 3D texture and the Texture button's are the same bytes", async () => {
    await openWithKit(REFERENCE);
    await customTeam('1234');
    // The ZIP renders the 2D kit first (which regenerated the source's mipmaps before the
    // transfer read a coarser level: up to 155/255 apart at edges).
    await world.user.clickButton('Download ZIP');
    const zip = await openZip(await downloaded('team_1234_home_fm26.zip'));
    await world.user.clickButton('Texture');
    const alone = await downloaded('team_1234_home_3d.png');
    const inZip = await zip.file('team_1234_home_3d.png');
    const [a, b] = [await decodePng(alone), await decodePng(inZip)];
    let worst = 0;
    for (let i = 0; i < a.data.length; i++) worst = Math.max(worst, Math.abs(a.data[i]! - b.data[i]!));
    expect(worst).toBe(0);
    expect(Buffer.from(alone).equals(Buffer.from(inZip))).toBe(true);
    await world.user.closeDialog();
  });

  it('front and back share one vertical scale: a band lies as far from both hems', async () => {
    // A cyan band across front and back, low on the body, on white.
    await openWithKit({
      version: 1,
      template: '',
      shirt: [
        { n: 'base', uuid: 'vs-white', type: 'base', c: ['#ffffff'] },
        rectLayer('vs-band', '#00ffff', { width: 900, height: 40, offset: 0, offset_y: -250 }),
      ],
      shorts: [],
      socks: [],
      logos: [],
    });
    await customTeam('77');
    await world.user.clickButton('Texture');
    const png = await decodePng(await downloaded('team_77_home_3d.png'));
    // FM26: the front body's hem edge is y 1004; the back is upside down, its hem edge y 134.
    for (const x of [400, 512, 620]) {
      const front = hueRows(png, x, 598, 1018, 'cyan');
      const back = hueRows(png, x, 118, 598, 'cyan');
      // The band's middle (rows cover [y, y + 1)), from each hem edge; an edge row may blend.
      const fromFrontHem = 1004 - (front[0] + front[1] + 1) / 2;
      const fromBackHem = (back[0] + back[1] + 1) / 2 - 134;
      expect(
        Math.abs(fromFrontHem - fromBackHem),
        `x ${x}: ${fromFrontHem} / ${fromBackHem}`,
      ).toBeLessThanOrEqual(1);
    }
    await world.user.closeDialog();
  });

  it("a Unique ID outside FM's range is said in the dialog and refused, changing nothing", async () => {
    await openWithKit(REFERENCE);
    const before = await world.page.evaluate(() => window.kitsmith!.getKit());
    await customTeam('4294967296');
    const alert = await world.page.waitForSelector(
      '::-p-role([role="alert"]) ::-p-text(A Unique ID is a whole number from 0 to 4294967295)',
    );
    expect(alert).not.toBeNull();
    await world.user.clickButton('Download ZIP');
    await world.page.waitForSelector(
      "::-p-text(An error occurred: an FM download needs the team's Unique ID (a whole number from 0 to 4294967295))",
    );
    expect(await world.page.evaluate(() => window.kitsmith!.getKit())).toBe(before);
    // The largest id is FM's own: no message.
    await world.user.typeInto('textbox', 'Unique ID', '4294967295');
    await world.page.waitForFunction(() => !document.querySelector('#fm-unique-id-problem'));
    expect(world.errors).toEqual([]);
  });
});
