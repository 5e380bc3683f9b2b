/**
 * Adding a graphic from the Add layer menu: the layer starts with the graphic's own colours from
 * the catalogue (graphics.json `colors`), one swatch each, not with the single default accent.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../harness.ts';
import { layerColors, openEditor, type PickerSession } from './color-picker-user.ts';

interface Graphic {
  name: string;
  colors: string[];
  premium: boolean;
}
const graphics = JSON.parse(
  readFileSync(path.join(ROOT, 'public/data/catalogue/graphics.json'), 'utf8'),
) as Graphic[];

let session: PickerSession;

beforeAll(async () => {
  session = await openEditor();
}, 180_000);

afterAll(async () => {
  await session?.close();
});

describe('adding a graphic', () => {
  it("starts with the graphic's own colours", async () => {
    // The menu adds the first graphic an anonymous user may use.
    const first = graphics.find((g) => !g.premium)!;
    expect(first.colors.length).toBeGreaterThan(1);
    await session.user.addLayer('Graphic');
    await session.page.waitForSelector(`section[aria-label^="Settings of Graphic: ${first.name}"]`);
    expect(await layerColors(session.page, 'graphic')).toEqual(first.colors);
    const swatches = await session.page.$$eval('.layer-colors .swatch', (els) =>
      els.map((el) => el.getAttribute('aria-label')),
    );
    expect(swatches).toEqual(first.colors.map((hex, i) => `Colour ${i + 1}: ${hex}`));
    expect(session.errors).toEqual([]);
  });
});
