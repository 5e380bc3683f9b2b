/**
 * What a correct archive of each game holds, checked on the bytes a user gets (the editor's
 * download or `npm run export`): entry names, PNG validity, sizes and ratios, opacity, the
 * transparency of blank and the minikit background, config.xml against the reference's rules,
 * and where the landmark kit's red front and blue back land.
 */
import { XMLParser } from 'fast-xml-parser';
import { expect } from 'vitest';
import { EAFC_TEXTURE_ENTRIES } from '../../../src/tools/eafc-entries.ts';
import { fmtRoute } from './fmt-routing.ts';
import {
  alphaShare,
  decodePng,
  hueOf,
  mainHue,
  openZip,
  pixel,
  type DecodedPng,
  type Hue,
} from './archive.ts';

/** The 14 names FMT's importer knows, written out here so a renamed constant cannot hide a change. */
const FMT_NAMES = [
  'jersey_color.png',
  'jersey_normal.png',
  'jersey_taa.png',
  'jersey_coeff.png',
  'shorts_color.png',
  'shorts_normal.png',
  'shorts_taa.png',
  'shorts_coeff.png',
  'socks_color.png',
  'socks_normal.png',
  'socks_taa.png',
  'socks_coeff.png',
  'blank.png',
  'minikit.png',
];

/**
 * EA's jersey regions at 2048 (FIFA 19 converter rectangles x 2), a landmark inside each, and the
 * colour tests/fixtures/kits/ea-regions.json paints there (shared/reference/game-formats.md §8).
 */
const EA_JERSEY_LANDMARKS = [
  { region: 'back body (upside down)', at: [1023, 616], hue: 'blue' },
  { region: 'front body', at: [1022, 1424], hue: 'red' },
  { region: 'long sleeve, first', at: [415, 1026], hue: 'magenta' },
  { region: 'long sleeve, second', at: [1633, 1026], hue: 'magenta' },
  { region: 'collar strip', at: [312, 1456], hue: 'cyan' },
] as const;

/** The hue of a 32 px square round a landmark, scaled from 2048 to the map's width. */
function hueAt(png: DecodedPng, [x, y]: readonly [number, number], full: number) {
  const k = png.width / full;
  const r = 16 * k;
  return mainHue(png, [
    Math.round(x * k - r),
    Math.round(y * k - r),
    Math.round(x * k + r),
    Math.round(y * k + r),
  ]);
}

/** Checks an FIFA / EA FC ZIP; `landmarks` when the kit is ea-regions.json. */
export async function checkEafcZip(bytes: Uint8Array, landmarks: boolean): Promise<void> {
  const zip = await openZip(bytes);
  expect([...EAFC_TEXTURE_ENTRIES].sort()).toEqual([...FMT_NAMES].sort());
  expect(zip.names.sort()).toEqual([...FMT_NAMES, 'hotspots.json'].sort());
  // FMT's routing replayed on the entries (team 1, away): every map reaches its own game texture
  // (12 distinct assets), blank.png the 4 brand and crest textures, minikit.png the legacy DDS,
  // and hotspots.json is skipped, as any name FMT does not know.
  const folder = 'content/character/kit/kit_0/arsenal_1/away_1_0/';
  const routes = zip.names.map((name) => [name, fmtRoute(name, folder, 1, 1)] as const);
  const textures = routes.flatMap(([, r]) => (r?.kind === 'texture' ? [r.asset] : []));
  expect(new Set(textures).size).toBe(12);
  expect(textures).toContain(`${folder}jersey_1_1_0_color`);
  expect(routes.find(([n]) => n === 'blank.png')![1]).toEqual({
    kind: 'blank',
    assets: [
      `${folder}brand_jersey_1_1_0_color`,
      `${folder}brand_shorts_1_1_0_color`,
      `${folder}crest_1_1_0_color`,
      `${folder}crest_shorts_1_1_0_color`,
    ],
  });
  expect(routes.find(([n]) => n === 'minikit.png')![1]).toEqual({
    kind: 'minikit',
    asset: 'data/ui/imgAssets/kits/j1_1_0.dds',
  });
  expect(routes.filter(([, r]) => r === null).map(([n]) => n)).toEqual(['hotspots.json']);
  // A name in a folder, or in another case, never matches (FileName keeps the folder prefix).
  expect(fmtRoute('kit/jersey_color.png', folder, 1, 1)).toBeNull();
  expect(fmtRoute('Jersey_Color.png', folder, 1, 1)).toBeNull();
  const ratio: Record<string, number> = { jersey: 1, shorts: 2, socks: 2 };
  for (const part of ['jersey', 'shorts', 'socks']) {
    const color = await decodePng(await zip.file(`${part}_color.png`));
    expect(color.width / color.height).toBe(ratio[part]);
    expect(color.width).toBe(part === 'jersey' ? 2048 : part === 'shorts' ? 1024 : 512);
    expect(alphaShare(color, (a) => a === 255)).toBe(1);
    for (const map of ['normal', 'taa', 'coeff']) {
      const png = await decodePng(await zip.file(`${part}_${map}.png`));
      expect(png.width / png.height).toBe(ratio[part]);
      expect(png.width).toBe(color.width / 2);
      expect(alphaShare(png, (a) => a === 255)).toBe(1);
    }
    const normal = await decodePng(await zip.file(`${part}_normal.png`));
    // A flat kit: the neutral normal with green in the DirectX convention (127, 128, 255).
    expect(pixel(normal, normal.width / 4, normal.height / 2)).toEqual([127, 128, 255, 255]);
    const taa = await decodePng(await zip.file(`${part}_taa.png`));
    expect(pixel(taa, 3, 3)).toEqual([255, 255, 255, 255]);
  }
  const blank = await decodePng(await zip.file('blank.png'));
  expect([blank.width, blank.height]).toEqual([256, 256]);
  expect(alphaShare(blank, (a) => a === 0)).toBe(1);
  const minikit = await decodePng(await zip.file('minikit.png'));
  expect([minikit.width, minikit.height]).toEqual([256, 256]);
  for (const [x, y] of [
    [2, 2],
    [253, 2],
    [2, 253],
    [253, 253],
  ])
    expect(pixel(minikit, x!, y!)[3]).toBe(0);
  expect(alphaShare(minikit, (a) => a === 0)).toBeGreaterThan(0.3);
  expect(alphaShare(minikit, (a) => a === 255)).toBeGreaterThan(0.15);
  const hotspots = JSON.parse(await zip.text('hotspots.json')) as {
    version: number;
    jersey: Record<string, unknown>;
    shorts: Record<string, unknown>;
  };
  expect(hotspots.version).toBe(1);
  expect(Object.keys(hotspots.jersey).sort()).toEqual([
    'name',
    'namearccenter',
    'namearctangent',
    'numberback',
    'numberfront',
  ]);
  expect(Object.keys(hotspots.shorts)).toEqual(['number']);
  if (landmarks) {
    const jersey = await decodePng(await zip.file('jersey_color.png'));
    for (const { region, at, hue } of EA_JERSEY_LANDMARKS)
      expect({ region, ...hueAt(jersey, at, 2048) }).toEqual({ region, hue, share: 1 });
    const shorts = await decodePng(await zip.file('shorts_color.png'));
    // FIFA 19's shorts band (0, 210, 1024, 302), landmark (512, 361).
    expect(hueAt(shorts, [512, 361], 1024)).toEqual({ hue: 'green', share: 1 });
    const socks = await decodePng(await zip.file('socks_color.png'));
    expect(mainHue(socks, [20, 20, 492, 236]).hue).toBe('yellow');
    // The minikit shows the front: red torso above green shorts above yellow socks.
    expect(mainHue(minikit, [118, 40, 138, 80]).hue).toBe('red');
  }
}

const FROM = /^[a-z0-9_]+$/;
const TO = /^graphics\/pictures\/team\/\d+\/(kits|kit_textures)\/(home|away|third)$/;

/**
 * The calibrated FM26 generator's own test of a config.xml it could have written
 * (WillianBoita/GeradorKitsEquipesFM26 `src/fm26/config-xml.ts`, `isGeneratedConfigXml` and
 * `buildConfigXml`, rules restated here): every line is one of its fixed lines or a record line
 * at two indents of four spaces whose from and to pass its patterns, the text ends with a line
 * break, and no from or to repeats.
 */
function checkConfigLines(xml: string): void {
  const fixed = [
    '<record>',
    '    <boolean id="preload" value="false"/>',
    '    <boolean id="amap" value="false"/>',
    '    <list id="maps">',
    '    </list>',
    '</record>',
  ];
  expect(xml.endsWith('</record>\n')).toBe(true);
  const lines = xml.slice(0, -1).split('\n');
  expect(lines.filter((line) => fixed.includes(line))).toEqual(fixed);
  for (const line of lines) {
    if (fixed.includes(line)) continue;
    const match = /^ {8}<record from="([^"]*)" to="([^"]*)"\/>$/.exec(line);
    expect(match, line).not.toBeNull();
    expect(match![1]).toMatch(FROM);
    expect(match![2]).toMatch(TO);
  }
}

/**
 * FM26's 3D texture landmarks (shared/reference/game-formats.md §8, peer-calibrated) and the hue
 * fm26-regions.json paints each region: a point inside the region and in no other's rectangle.
 */
export const FM26_LANDMARKS: readonly { region: string; at: readonly [number, number]; hue: Hue }[] = [
  { region: 'front body', at: [512, 801], hue: 'red' },
  { region: 'front body, shoulder', at: [380, 610], hue: 'red' },
  { region: 'back body', at: [512, 366], hue: 'blue' },
  { region: 'back body, shoulder', at: [644, 586], hue: 'blue' },
  { region: 'front hem strip', at: [512, 1011], hue: 'red' },
  { region: 'back hem strip', at: [512, 126], hue: 'blue' },
  { region: "long sleeve, wearer's right", at: [178, 163], hue: 'magenta' },
  { region: "long sleeve, wearer's left", at: [846, 163], hue: 'magenta' },
  { region: "short sleeve strip, wearer's right", at: [298, 565], hue: 'magenta' },
  { region: "short sleeve strip, wearer's left", at: [726, 565], hue: 'magenta' },
  { region: "sock, wearer's right", at: [120, 573], hue: 'yellow' },
  { region: "sock, wearer's left", at: [903, 573], hue: 'yellow' },
  { region: "shorts, wearer's right", at: [177, 896], hue: 'green' },
  { region: "shorts, wearer's left", at: [850, 896], hue: 'green' },
];

/** The hue of every pixel within `radius` of a point (one entry when they all agree). */
export function huesAround(png: DecodedPng, [x, y]: readonly [number, number], radius = 2): string[] {
  const hues = new Set<string>();
  for (let dy = -radius; dy <= radius; dy++)
    for (let dx = -radius; dx <= radius; dx++) hues.add(hueOf(pixel(png, x + dx, y + dy)));
  return [...hues];
}

/** Checks an FM26 pack; `landmarks` when the kit is fm26-regions.json. */
export async function checkFmZip(
  bytes: Uint8Array,
  expected: { teamId: string; type: string; slug: string },
  landmarks: boolean,
): Promise<void> {
  const zip = await openZip(bytes);
  const base = `${expected.slug}_${expected.type}`;
  expect(zip.names.sort()).toEqual(['config.xml', `${base}_2d.png`, `${base}_3d.png`].sort());
  const xml = await zip.text('config.xml');
  checkConfigLines(xml);
  const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(xml) as {
    record: {
      boolean: { id: string; value: string }[];
      list: { id: string; record: { from: string; to: string }[] };
    };
  };
  expect(parsed.record.boolean).toEqual([
    { id: 'preload', value: 'false' },
    { id: 'amap', value: 'false' },
  ]);
  expect(parsed.record.list.id).toBe('maps');
  const maps = parsed.record.list.record;
  for (const { from, to } of maps) {
    expect(from).toMatch(FROM);
    expect(to).toMatch(TO);
    expect(zip.names).toContain(`${from}.png`);
  }
  expect(new Set(maps.map((m) => m.from)).size).toBe(maps.length);
  expect(new Set(maps.map((m) => m.to)).size).toBe(maps.length);
  expect(maps).toEqual([
    { from: `${base}_2d`, to: `graphics/pictures/team/${expected.teamId}/kits/${expected.type}` },
    { from: `${base}_3d`, to: `graphics/pictures/team/${expected.teamId}/kit_textures/${expected.type}` },
  ]);
  const kit2d = await decodePng(await zip.file(`${base}_2d.png`));
  expect([kit2d.width, kit2d.height]).toEqual([414, 414]);
  for (const [x, y] of [
    [2, 2],
    [411, 2],
    [2, 411],
    [411, 411],
  ])
    expect(pixel(kit2d, x!, y!)[3]).toBe(0);
  expect(alphaShare(kit2d, (a) => a === 255)).toBeGreaterThan(0.15);
  const kit3d = await decodePng(await zip.file(`${base}_3d.png`));
  expect([kit3d.width, kit3d.height]).toEqual([1024, 1024]);
  expect(alphaShare(kit3d, (a) => a === 255)).toBe(1);
  if (landmarks) {
    // FM26: front body x 357-668, y 598-1004; back body x 357-668, y 134-598 (inset past the collar).
    expect(mainHue(kit3d, [380, 680, 645, 990])).toEqual({ hue: 'red', share: 1 });
    expect(mainHue(kit3d, [380, 150, 645, 520])).toEqual({ hue: 'blue', share: 1 });
    // The shorts and socks stacks are drawn on the fm canvas too: green shorts (both legs), yellow
    // socks (ours is FM26's right sock, copied to the left one).
    expect(mainHue(kit3d, [20, 790, 335, 1005])).toEqual({ hue: 'green', share: 1 });
    expect(mainHue(kit3d, [692, 790, 1010, 1005])).toEqual({ hue: 'green', share: 1 });
    expect(mainHue(kit3d, [15, 445, 225, 700])).toEqual({ hue: 'yellow', share: 1 });
    expect(mainHue(kit3d, [798, 445, 1008, 700])).toEqual({ hue: 'yellow', share: 1 });
    expect(mainHue(kit2d, [170, 200, 244, 300]).hue).toBe('red'); // the shirt's front, centred
    // Every region's colour at its landmark in FM's own pixels: hems and shoulders included.
    const found = FM26_LANDMARKS.map(({ region, at }) => ({ region, hues: huesAround(kit3d, at) }));
    expect(found).toEqual(FM26_LANDMARKS.map(({ region, hue }) => ({ region, hues: [hue] })));
  }
}
