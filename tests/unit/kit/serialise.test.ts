import { describe, expect, it } from 'vitest';
import {
  defaultLayer,
  KIT_FORMAT_VERSION,
  KIT_DATA_MAX_CHARS,
  KitDataTooLargeError,
  newKit,
  restoreKit,
  serialiseKit,
  type TemplateInfo,
} from '../../../src/kit/index.ts';

describe('serialiseKit', () => {
  it('writes a default layer as its identity only', () => {
    const kit = newKit('eafc');
    kit.layers.shirt = [defaultLayer('design', { game: 'eafc', type: 'waves', uuid: 'w' })];
    const data = JSON.parse(serialiseKit(kit));
    expect(data.shirt).toEqual([{ uuid: 'w', n: 'design', type: 'waves' }]);
  });

  it('saves opacity only below 100, and only the changed keys of display and 3D detail', () => {
    const kit = newKit('eafc');
    const layer = defaultLayer('graphic', { game: 'eafc', uuid: 'g' });
    layer.opacity = 40;
    layer.display.back = false;
    layer.detail3D.strength = 60;
    kit.layers.shirt = [layer];
    expect(JSON.parse(serialiseKit(kit)).shirt[0]).toEqual({
      uuid: 'g',
      n: 'graphic',
      opacity: 40,
      display: { back: false },
      detail3D: { strength: 60 },
    });
    layer.opacity = 100;
    expect(JSON.parse(serialiseKit(kit)).shirt[0]).not.toHaveProperty('opacity');
  });

  it('writes the template as a normalised name and ls only when it differs from the template', () => {
    const templates = new Map<string, TemplateInfo>([
      ['retro_1970', { name: 'retro_1970', collars: 1, long_sleeve: true }],
    ]);
    const kit = newKit('fifa', 'Retro 1970');
    kit.ls = true;
    expect(JSON.parse(serialiseKit(kit, { templates }))).not.toHaveProperty('ls');
    expect(JSON.parse(serialiseKit(kit)).ls).toBe(true);
    kit.ls = false;
    expect(JSON.parse(serialiseKit(kit, { templates })).ls).toBe(false);
    kit.template = 'Retro 1970';
    expect(JSON.parse(serialiseKit(kit)).template).toBe('retro_1970');
  });

  it('keeps record fields (name, id, image) out of the data', () => {
    const kit = newKit('pes');
    Object.assign(kit, { name: 'Mine', id: 4, saveImage: 'x.jpg', published: true });
    const data = JSON.parse(serialiseKit(kit));
    expect(data).not.toHaveProperty('name');
    expect(data).not.toHaveProperty('id');
    expect(data).toMatchObject({ version: KIT_FORMAT_VERSION, game: 'pes' });
  });

  it('refuses data over 10000 characters with the spec message', () => {
    expect(KIT_DATA_MAX_CHARS).toBe(10000);
    const kit = newKit('eafc');
    for (let i = 0; kit.layers.shirt.length < 400; i++) {
      const text = defaultLayer('text', { game: 'eafc', uuid: `text-${i}` });
      text.text = 'LONG TEXT '.repeat(2);
      kit.layers.shirt.push(text);
    }
    expect(() => serialiseKit(kit)).toThrow(KitDataTooLargeError);
    expect(() => serialiseKit(kit)).toThrow('Kit data exceeds maximum size, please reduce number of layers');
    kit.layers.shirt = kit.layers.shirt.slice(0, 20);
    const text = serialiseKit(kit);
    expect(text.length).toBeLessThanOrEqual(10000);
    expect(restoreKit(text).kit).toEqual(kit);
  });
});
