/**
 * NBA 2K files as a player gets them: the generic ZIP's DDS textures, and "Patch my uniform"
 * on a stand-in uniform IFF built here (a ZIP of `<map>.<hash>.dds`, `.TXTR`, `.RDAT` and
 * tweakables entries, as game-formats.md §4.1 describes 2K26's). The result is checked with the
 * public IFF tool's own scan and patch logic (iff-tool.ts, replayed from its source), and each
 * DDS is decoded with decode-dxt (BC1) or by the browser's GPU driver (BC7), never by our
 * encoder's code. Bad files each get their message.
 */
import decodeDxt from 'decode-dxt';
import JSZip from 'jszip';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ElementHandle } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowDownloads, ROOT } from '../harness.ts';
import { openEditorPage, type EditorPage } from '../editor/editor-page.ts';
import { decodePng, mainHue, openZip, type DecodedPng } from './archive.ts';
import { applyReplacements, ddsFields, scanIff } from './iff-tool.ts';

const LANDMARK = JSON.parse(
  readFileSync(path.join(ROOT, 'tests/fixtures/kits/red-front-blue-back.json'), 'utf8'),
) as object;
/** Each basketball region one colour, and a yellow right half (seen from outside) on the shorts. */
const NBA_REGIONS = JSON.parse(
  readFileSync(path.join(ROOT, 'tests/fixtures/kits/nba-regions.json'), 'utf8'),
) as object;
const MAPS = ['jersey_color', 'jersey_normal', 'jersey_region', 'shorts_color', 'shorts_normal'];
const IFF_NAME = 'clothing_resource_u006lac_current_city.iff';

let world: EditorPage;
let folder: string;
let inputs: string;

beforeAll(async () => {
  world = await openEditorPage();
  folder = await mkdtemp(path.join(tmpdir(), 'kitsmith-nba-'));
  inputs = await mkdtemp(path.join(tmpdir(), 'kitsmith-nba-in-'));
  await allowDownloads(world.gpu, folder);
  await world.user.open(`${world.server.url}/?game=basketball&scale=0.25&effects=0`);
  await world.page.evaluate((kit) => window.kitsmith!.loadKit(kit), { ...LANDMARK, game: 'basketball' });
  await world.user.clickButton('Download for NBA 2K');
});

afterAll(async () => {
  await world?.close();
  await rm(folder, { recursive: true, force: true });
  await rm(inputs, { recursive: true, force: true });
});

async function downloaded(name: string): Promise<Uint8Array> {
  for (let i = 0; i < 1200; i++) {
    const files = await readdir(folder);
    if (files.includes(name) && !files.some((f) => f.endsWith('.crdownload')))
      return new Uint8Array(await readFile(path.join(folder, name)));
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name} was not downloaded; folder holds ${(await readdir(folder)).join(', ')}`);
}

/** A stand-in texture: a DDS header (DXT1, or DX10 with a DXGI format) and zero blocks. */
function standInDds(size: number, mipCount: number, dxgi = 0): Uint8Array {
  const head = dxgi ? 148 : 128;
  const blockBytes = dxgi === 98 || dxgi === 99 ? 16 : 8;
  let payload = 0;
  for (let l = 0; l < mipCount; l++) payload += Math.max(1, (size >> l) / 4) ** 2 * blockBytes;
  const bytes = new Uint8Array(head + payload);
  const view = new DataView(bytes.buffer);
  bytes.set([...'DDS '].map((c) => c.charCodeAt(0)));
  view.setUint32(4, 124, true);
  view.setUint32(8, 0xa1007, true);
  view.setUint32(12, size, true);
  view.setUint32(16, size, true);
  view.setUint32(28, mipCount, true);
  view.setUint32(76, 32, true);
  view.setUint32(80, 4, true);
  bytes.set(
    [...(dxgi ? 'DX10' : 'DXT1')].map((c) => c.charCodeAt(0)),
    84,
  );
  if (dxgi) view.setUint32(128, dxgi, true);
  return bytes;
}

const noise = (n: number, seed: number) =>
  Uint8Array.from({ length: n }, (_, i) => (i * 31 + seed * 7) & 255);

/** 2K26-like uniform IFF: the five maps (one BC7, one BC7 sRGB, one single-level), their .TXTR, and more. */
async function standInIff(): Promise<Uint8Array> {
  const zip = new JSZip();
  const date = new Date(Date.UTC(2025, 8, 1, 12, 0, 0));
  const add = (name: string, bytes: Uint8Array, deflate = false) =>
    zip.file(name, bytes, { date, compression: deflate ? 'DEFLATE' : 'STORE' });
  add('jersey_color.0123456789abcdef.dds', standInDds(256, 9));
  add('jersey_normal.1111222233334444.dds', standInDds(128, 8, 99));
  add('jersey_region.aaaabbbbccccdddd.dds', standInDds(128, 1));
  add('shorts_color.5555666677778888.dds', standInDds(256, 9, 98));
  add('shorts_normal.9999aaaabbbbcccc.dds', standInDds(128, 8));
  MAPS.forEach((map, i) => add(`${map}.TXTR`, noise(96, i), true));
  add('font_number_color.fedcba9876543210.dds', standInDds(64, 7, 98));
  add('_home.RDAT', noise(300, 9), true);
  add('unitweak.FxTweakables', noise(500, 11), true);
  return zip.generateAsync({ type: 'uint8array', platform: 'DOS' });
}

async function choose(name: string, bytes: Uint8Array): Promise<void> {
  const file = path.join(inputs, name);
  await writeFile(file, bytes);
  // The file input sits inside its visible label, which gives it its accessible name.
  const label = await world.page.waitForSelector('label::-p-text(Patch my uniform)');
  const input = (await label!.$('input[type="file"]')) as ElementHandle<HTMLInputElement>;
  expect(await input.evaluate((el) => el.labels?.[0]?.textContent)).toBe('Patch my uniform (.iff)');
  await input.uploadFile(file);
}

/** RGBA of a DDS's top level, decoded by decode-dxt. */
function decodeTop(dds: Uint8Array): DecodedPng {
  const f = ddsFields(dds);
  const length = Math.max(1, f.width / 4) * Math.max(1, f.height / 4) * 8;
  const data = decodeDxt(
    new DataView(dds.buffer, dds.byteOffset + f.dataOffset, length),
    f.width,
    f.height,
    'dxt1',
  );
  return { width: f.width, height: f.height, channels: 4, data: Buffer.from(data) };
}

/**
 * RGBA of a BC7 DDS's top level, decoded by the GPU driver (WebGL's BPTC extension: Mesa's
 * decoder here, the game's GPU in game). The blocks are uploaded as linear BC7 so that the stored
 * values come back as they are, whether the file says sRGB or not.
 */
async function decodeTopBc7(dds: Uint8Array): Promise<DecodedPng> {
  const f = ddsFields(dds);
  const length = Math.max(1, f.width / 4) * Math.max(1, f.height / 4) * 16;
  const blocks = [...dds.subarray(f.dataOffset, f.dataOffset + length)];
  const rgba = await world.page.evaluate(
    (blocks, width, height) => {
      const gl = document.createElement('canvas').getContext('webgl2')!;
      const bptc = gl.getExtension('EXT_texture_compression_bptc');
      if (!bptc) throw new Error('No BPTC support in this browser');
      const texture = gl.createTexture();
      gl.bindTexture(gl.TEXTURE_2D, texture);
      gl.compressedTexImage2D(
        gl.TEXTURE_2D,
        0,
        bptc.COMPRESSED_RGBA_BPTC_UNORM_EXT,
        width,
        height,
        0,
        new Uint8Array(blocks),
      );
      gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.NEAREST);
      gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, gl.NEAREST);
      const target = gl.createTexture();
      gl.bindTexture(gl.TEXTURE_2D, target);
      gl.texStorage2D(gl.TEXTURE_2D, 1, gl.RGBA8, width, height);
      const framebuffer = gl.createFramebuffer();
      gl.bindFramebuffer(gl.FRAMEBUFFER, framebuffer);
      gl.framebufferTexture2D(gl.FRAMEBUFFER, gl.COLOR_ATTACHMENT0, gl.TEXTURE_2D, target, 0);
      const shader = (type: number, source: string) => {
        const s = gl.createShader(type)!;
        gl.shaderSource(s, source);
        gl.compileShader(s);
        return s;
      };
      const program = gl.createProgram();
      gl.attachShader(
        program,
        shader(
          gl.VERTEX_SHADER,
          '#version 300 es\nvoid main(){vec2 p=vec2(gl_VertexID&1,gl_VertexID>>1)*4.0-1.0;gl_Position=vec4(p,0,1);}',
        ),
      );
      gl.attachShader(
        program,
        shader(
          gl.FRAGMENT_SHADER,
          '#version 300 es\nprecision highp float;uniform sampler2D t;out vec4 o;void main(){o=texelFetch(t,ivec2(gl_FragCoord.xy),0);}',
        ),
      );
      gl.linkProgram(program);
      gl.useProgram(program);
      gl.activeTexture(gl.TEXTURE0);
      gl.bindTexture(gl.TEXTURE_2D, texture);
      gl.viewport(0, 0, width, height);
      gl.drawArrays(gl.TRIANGLES, 0, 3);
      const out = new Uint8Array(width * height * 4);
      gl.readPixels(0, 0, width, height, gl.RGBA, gl.UNSIGNED_BYTE, out);
      if (gl.getError() !== gl.NO_ERROR) throw new Error('BPTC decode failed');
      return [...out];
    },
    blocks,
    f.width,
    f.height,
  );
  // Rows come back bottom first (gl_FragCoord.y = texel row, read from the bottom): same order.
  return { width: f.width, height: f.height, channels: 4, data: Buffer.from(rgba) };
}

/** The picture averaged over square blocks down to `size` (a power-of-two step, like a mip level). */
function averagedDown(image: DecodedPng, size: number): DecodedPng {
  const step = image.width / size;
  const data = Buffer.alloc(size * size * 4);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++)
      for (let c = 0; c < 4; c++) {
        let sum = 0;
        for (let dy = 0; dy < step; dy++)
          for (let dx = 0; dx < step; dx++)
            sum +=
              image.data[
                ((y * step + dy) * image.width + x * step + dx) * image.channels +
                  Math.min(c, image.channels - 1)
              ]!;
        data[(y * size + x) * 4 + c] = Math.round(sum / (step * step));
      }
  return { width: size, height: size, channels: 4, data };
}

/** Mean absolute difference of two same-sized RGBA pictures over the given channels. */
function meanDifference(a: DecodedPng, b: DecodedPng, channels: number[]): number {
  let sum = 0;
  for (let i = 0; i < a.data.length; i += 4)
    for (const c of channels) sum += Math.abs(a.data[i + c]! - b.data[i + c]!);
  return sum / ((a.data.length / 4) * channels.length);
}

function meanChannel(image: DecodedPng, channel: number, rows: [number, number]): number {
  let sum = 0;
  let count = 0;
  for (let y = rows[0]; y < rows[1]; y++)
    for (let x = 0; x < image.width; x++) {
      sum += image.data[(y * image.width + x) * 4 + channel]!;
      count++;
    }
  return sum / count;
}

describe('NBA 2K textures as DDS', () => {
  it('bad files: each its message, nothing downloaded, and the dialog still works', async () => {
    const png = new Uint8Array(readFileSync(path.join(ROOT, 'public/logos/albion_1887.png')));
    const noDds = new JSZip();
    noDds.file('jersey_color.TXTR', noise(64, 1));
    noDds.file('_home.RDAT', noise(64, 2));
    // An archive entry as the game stores it: 12 bytes, "VCZ\0", then Oodle data.
    const oodle = new Uint8Array(64);
    oodle.set([0x56, 0x43, 0x5a, 0x00], 12);
    const cases: [string, Uint8Array, string][] = [
      ['renamed.iff', png, 'renamed.iff is not an NBA 2K uniform IFF (it is not a ZIP archive).'],
      [
        'shared.iff',
        await noDds.generateAsync({ type: 'uint8array' }),
        'shared.iff holds no textures (.dds), so there is nothing to replace.',
      ],
      ['packed.iff', oodle, 'packed.iff is compressed or encrypted as the game ships it.'],
      ['empty.iff', new Uint8Array(0), 'empty.iff is empty (0 bytes).'],
    ];
    for (const [name, bytes, text] of cases) {
      await choose(name, bytes);
      const alert = await world.page.waitForSelector(`[role="alert"]::-p-text(${text})`);
      expect(alert).not.toBeNull();
      expect(await readdir(folder)).not.toContain(name);
    }
  });

  it('Patch my uniform: the public tool finds every map in the result, accepts every DDS, and the rest is untouched', async () => {
    const original = await standInIff();
    await choose(IFF_NAME, original);
    await world.page.waitForSelector(
      `[role="status"]::-p-text(${IFF_NAME}: found jersey_color, jersey_normal, jersey_region, shorts_color, shorts_normal.)`,
    );
    await world.page.waitForSelector(
      `[role="status"]::-p-text(Put the patched file at <NBA 2K folder>/mods/clothing/${IFF_NAME})`,
    );
    const patched = await downloaded(IFF_NAME);
    await world.page.waitForSelector(`[role="status"]::-p-text(Downloaded the patched ${IFF_NAME}.)`);

    // The public tool's scan of the patched file: every map paired with its .TXTR.
    const scan = await scanIff(patched);
    const before = await scanIff(original);
    expect(scan.pairs.map((p) => [p.key, p.status])).toEqual(before.pairs.map((p) => [p.key, p.status]));
    for (const map of MAPS) expect(scan.pairs.find((p) => p.key === map)?.status).toBe('Matched');

    // Its patch step, fed our DDS entries onto the original: each accepted, and the result is
    // exactly our file's entries (so every other entry is byte-identical to the original's).
    const ours = await JSZip.loadAsync(patched);
    const replacements = new Map<string, Uint8Array>();
    for (const r of scan.resources)
      if (r.kind === 'DDS' && MAPS.some((m) => r.name.startsWith(`${m}.`)))
        replacements.set(r.archivePath, await ours.file(r.archivePath)!.async('uint8array'));
    expect(replacements.size).toBe(5);
    const replayed = await applyReplacements(original, replacements);
    const source = await JSZip.loadAsync(original);
    expect(Object.keys(ours.files).sort()).toEqual(Object.keys(source.files).sort());
    for (const [name, bytes] of replayed) {
      expect(Buffer.from(await ours.file(name)!.async('uint8array')).equals(Buffer.from(bytes)), name).toBe(
        true,
      );
      if (!replacements.has(name)) {
        expect(ours.file(name)!.date.getTime(), name).toBe(source.file(name)!.date.getTime());
      }
    }

    // Each texture at the size, mip count and block format of the one it replaces.
    const dds = async (prefix: string) =>
      ours.file(new RegExp(`^${prefix}\\.[0-9a-f]{16}\\.dds$`))[0]!.async('uint8array');
    const color = await dds('jersey_color');
    expect(ddsFields(color)).toMatchObject({ width: 256, height: 256, mipCount: 9, fourCC: 'DXT1' });
    const normal = await dds('jersey_normal');
    expect(ddsFields(normal)).toMatchObject({
      width: 128,
      height: 128,
      mipCount: 8,
      fourCC: 'DX10',
      dxgi: 99, // BC7 sRGB, as the original
    });
    expect(normal.byteLength).toBe(
      148 + [...Array(8).keys()].reduce((sum, l) => sum + Math.max(1, (128 >> l) / 4) ** 2 * 16, 0),
    );
    const region = await dds('jersey_region');
    expect(ddsFields(region)).toMatchObject({ width: 128, height: 128, mipCount: 1, fourCC: 'DXT1' });

    // Decoded: the landmark kit's red front and blue back in 2K's zones (front base x 884-1821,
    // back base x 0-884 and 1821-2048, y 392-2048; scaled 2048 -> 256), green shorts panels.
    const jersey = decodeTop(color);
    expect(mainHue(jersey, [115, 60, 222, 250])).toEqual({ hue: 'red', share: 1 });
    expect(mainHue(jersey, [4, 60, 106, 250])).toEqual({ hue: 'blue', share: 1 });
    const shortsDds = await dds('shorts_color');
    expect(ddsFields(shortsDds)).toMatchObject({
      width: 256,
      height: 256,
      mipCount: 9,
      fourCC: 'DX10',
      dxgi: 98,
    });
    const shorts = await decodeTopBc7(shortsDds);
    expect(mainHue(shorts, [2, 16, 160, 98])).toEqual({ hue: 'green', share: 1 });
    expect(mainHue(shorts, [2, 144, 160, 226])).toEqual({ hue: 'green', share: 1 });
    // Normals: two channels, flat for this kit (128, 128) and blue 0, decoded by the GPU driver.
    const flat = await decodeTopBc7(normal);
    // BC7 mode 6 shares one p-bit between an endpoint's channels: alpha kept at 255 makes the
    // blue 0 come back as 1 (2K rebuilds blue from R and G; its value is unused).
    expect(meanChannel(flat, 2, [0, 128])).toBeLessThanOrEqual(1);
    expect(meanChannel(flat, 3, [0, 128])).toBe(255);
    expect(Math.abs(meanChannel(flat, 0, [0, 128]) - 128)).toBeLessThan(6);
    expect(Math.abs(meanChannel(flat, 1, [0, 128]) - 128)).toBeLessThan(6);
    // Region: the public template, #c00066 over the top 192/1024 of rows, #cb0066 below.
    const regions = decodeTop(region);
    expect(Math.abs(meanChannel(regions, 0, [0, 20]) - 0xc0)).toBeLessThan(5);
    expect(Math.abs(meanChannel(regions, 0, [40, 128]) - 0xcb)).toBeLessThan(5);

    // Each patched texture is our texture at the entry's size: the generic ZIP's PNG preview of
    // the same map (2K's full size), averaged down to the entry's size, against the patched
    // entry decoded by an independent decoder, within the block format's error.
    await world.user.clickButton('Download generic ZIP');
    const generic = await openZip(await downloaded('nba2k25-generic.zip'));
    await rm(path.join(folder, 'nba2k25-generic.zip'));
    const decoders: Record<string, (dds: Uint8Array) => Promise<DecodedPng> | DecodedPng> = {
      jersey_color: decodeTop,
      jersey_normal: decodeTopBc7,
      jersey_region: decodeTop,
      shorts_color: decodeTopBc7,
      shorts_normal: decodeTop,
    };
    for (const map of MAPS) {
      const entry = await decoders[map]!(await dds(map));
      const ourTexture = averagedDown(await decodePng(await generic.file(`${map}.png`)), entry.width);
      // Normal maps carry two channels (2K rebuilds blue); colour maps three. BC1's 5:6:5
      // endpoints keep a flat colour within 4 in red and blue and 2 in green (measured: 0.4 to 3
      // against our texture, 85 to 120 against another map's).
      const channels = map.endsWith('_normal') ? [0, 1] : [0, 2, 1];
      expect(meanDifference(entry, ourTexture, channels), map).toBeLessThan(5);
    }
  });

  it("generic ZIP: each map a BC1 DDS at 2K's size with a full mip chain, decoding to its PNG preview", async () => {
    await world.user.clickButton('Download generic ZIP');
    await world.page.waitForSelector('::-p-role([name="Encoding the textures"][role="progressbar"])');
    const zip = await openZip(await downloaded('nba2k25-generic.zip'));
    expect(zip.names.sort()).toEqual(['README.txt', ...MAPS.flatMap((m) => [`${m}.dds`, `${m}.png`])].sort());
    const sizes: Record<string, number> = {
      jersey_color: 2048,
      jersey_normal: 1024,
      jersey_region: 1024,
      shorts_color: 2048,
      shorts_normal: 1024,
    };
    for (const map of MAPS) {
      const dds = await zip.file(`${map}.dds`);
      const size = sizes[map]!;
      expect(ddsFields(dds), map).toMatchObject({
        width: size,
        height: size,
        mipCount: Math.log2(size) + 1,
        fourCC: 'DXT1',
      });
      const decoded = decodeTop(dds);
      const preview = await decodePng(await zip.file(`${map}.png`));
      let sum = 0;
      for (let i = 0; i < decoded.data.length; i += 4)
        for (let c = 0; c < 3; c++) sum += Math.abs(decoded.data[i + c]! - preview.data[i + c]!);
      expect(sum / ((decoded.data.length / 4) * 3), map).toBeLessThan(3);
    }
    expect(await zip.text('README.txt')).toContain(
      'mods/clothing/clothing_resource_u006lac_current_city.iff',
    );
    expect(await world.page.$('::-p-role([name="Encoding the textures"][role="progressbar"])')).toBeNull();
  });

  it("2K's layout: each region's colour lands inside 2K's zone for it in the decoded DDS", async () => {
    await world.page.evaluate((kit) => window.kitsmith!.loadKit(kit), NBA_REGIONS);
    await rm(path.join(folder, 'nba2k25-generic.zip'), { force: true });
    await world.user.clickButton('Download generic ZIP');
    const zip = await openZip(await downloaded('nba2k25-generic.zip'));
    const jersey = decodeTop(await zip.file('jersey_color.dds'));
    const shorts = decodeTop(await zip.file('shorts_color.dds'));
    // game-formats.md §8: a landmark inside each of 2K's jersey zones, in the file's own pixels,
    // with a 24 px square round it; then each zone's bulk (x0, y0, x1, y1).
    const at = (image: DecodedPng, x: number, y: number) => mainHue(image, [x - 12, y - 12, x + 12, y + 12]);
    const landmarks: [string, number, number, string][] = [
      ['front base, below the wordmark', 1352, 1600, 'red'],
      ['front wordmark area', 1355, 1011, 'red'],
      ['back base, left part', 400, 1220, 'blue'],
      ['back base, right part', 1990, 1220, 'blue'],
      ['collar trim', 1029, 344, 'cyan'],
      ['first arm-hole trim', 1024, 83, 'cyan'],
      ['second arm-hole trim', 1024, 210, 'cyan'],
    ];
    for (const [zone, x, y, hue] of landmarks) expect(at(jersey, x, y), zone).toEqual({ hue, share: 1 });
    // The zones whole, painted to the texture's foot; the back meets itself across the edges.
    expect(mainHue(jersey, [888, 396, 1817, 2044]), 'front base').toEqual({ hue: 'red', share: 1 });
    expect(mainHue(jersey, [4, 396, 880, 2044]), 'back base, left').toEqual({ hue: 'blue', share: 1 });
    expect(mainHue(jersey, [1826, 396, 2044, 2044]), 'back base, right').toEqual({ hue: 'blue', share: 1 });
    expect(mainHue(jersey, [353, 315, 1705, 373]), 'collar trim').toEqual({ hue: 'cyan', share: 1 });
    // Shorts (2048², game-formats.md §8): each leg panel holds the front's half and the back's half
    // round that leg, side seam in the middle; the yellow right halves (seen from outside) land on
    // the left half of both panels, the green left halves on the right.
    const shortsLandmarks: [string, readonly [number, number, number, number], string][] = [
      ['left leg panel, first half', [8, 130, 646, 790], 'yellow'],
      ['left leg panel, second half', [664, 130, 1300, 790], 'green'],
      ['right leg panel, first half', [8, 1150, 646, 1818], 'yellow'],
      ['right leg panel, second half', [664, 1150, 1300, 1818], 'green'],
      ['waistband over the left leg', [8, 8, 646, 112], 'yellow'],
      ['waistband over the right leg', [664, 1030, 1214, 1134], 'green'],
    ];
    for (const [zone, rect, hue] of shortsLandmarks)
      expect(mainHue(shorts, rect), zone).toEqual({ hue, share: 1 });
  });
});
