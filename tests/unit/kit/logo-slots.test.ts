import { describe, expect, it } from 'vitest';
import { newKit } from '../../../src/kit/index.ts';
import {
  addCustomLogo,
  addLayer,
  chooseSlotLogo,
  isLocalUpload,
  removeSlotLogo,
  replaceCustomLogoImage,
  setLogoCustomPosition,
  setLogoShown,
  setMask,
  slotLogo,
  toggleCustomPosition,
  withoutLocalUploads,
  type EditResult,
} from '../../../src/kit/operations/index.ts';
import type { Kit } from '../../../src/kit/model/index.ts';

const PLUS = { premium: true, tier: 1, admin: false } as const;

function ok(result: EditResult): Kit {
  if (!result.ok) throw new Error(`refused: ${result.code}`);
  return result.kit;
}

const withTeamLogo = () => ok(chooseSlotLogo(newKit('eafc'), 'team', 'eagles', 2, 'team-1'));

describe('logo slots', () => {
  it('choosing a logo for an empty slot adds it with the slot defaults and the image colour count', () => {
    const result = chooseSlotLogo(newKit('eafc'), 'sponsor_back', 'acme', 3, 'back-1');
    expect(result.ok && result.action).toBe('change logo');
    const logo = slotLogo(ok(result), 'sponsor_back')!;
    expect(logo).toMatchObject({ uuid: 'back-1', t: 'sponsor_back', l: 'acme', size: 100, position: 0 });
    expect(logo.c.shirt).toHaveLength(3);
    expect(logo.c.socks).toHaveLength(3);
  });

  it('choosing again keeps the slot one logo with its settings and takes the new image', () => {
    const kit = withTeamLogo();
    const sized = { ...kit, logos: kit.logos.map((l) => ({ ...l, size: 180 })) };
    const next = ok(chooseSlotLogo(sized, 'team', 'lions', 1));
    expect(next.logos).toHaveLength(1);
    expect(next.logos[0]).toMatchObject({ uuid: 'team-1', l: 'lions', size: 180 });
    expect(next.logos[0]!.c.shirt).toHaveLength(1);
  });

  it('refuses an empty name or a bad image count and leaves the kit alone', () => {
    expect(chooseSlotLogo(newKit('eafc'), 'team', ' ', 1).ok).toBe(false);
    expect(chooseSlotLogo(newKit('eafc'), 'team', 'eagles', 0).ok).toBe(false);
  });

  it('removes only the slot asked for', () => {
    const kit = ok(chooseSlotLogo(withTeamLogo(), 'brand', 'stripes', 1));
    const next = ok(removeSlotLogo(kit, 'team'));
    expect(next.logos.map((l) => l.t)).toEqual(['brand']);
    expect(removeSlotLogo(next, 'team')).toMatchObject({ ok: false, code: 'logoNotFound' });
  });

  it('shows or hides a logo per area', () => {
    const next = ok(setLogoShown(withTeamLogo(), 'team-1', 'shorts', false));
    expect(next.logos[0]!.pos.shorts.display).toBe(false);
    expect(next.logos[0]!.pos.shirt.display).toBe(true);
  });
});

describe('custom logo positions', () => {
  it('are refused in an area without custom positioning', () => {
    expect(setLogoCustomPosition(withTeamLogo(), 'team-1', 'shirt', 'x', 10)).toMatchObject({
      ok: false,
      code: 'fieldNotEditable',
    });
  });

  it('are clamped to the area ranges of §5', () => {
    let kit = ok(toggleCustomPosition(withTeamLogo(), 'shorts', PLUS));
    kit = ok(toggleCustomPosition(kit, 'socks', PLUS));
    kit = ok(setLogoCustomPosition(kit, 'team-1', 'shorts', 'x', 500));
    kit = ok(setLogoCustomPosition(kit, 'team-1', 'shorts', 'y', 500));
    kit = ok(setLogoCustomPosition(kit, 'team-1', 'socks', 'y', -500));
    expect(kit.logos[0]!.pos.shorts).toMatchObject({ x: 120, y: 20 });
    expect(kit.logos[0]!.pos.socks.y).toBe(-20);
    const step = setLogoCustomPosition(kit, 'team-1', 'shorts', 'x', -10);
    expect(step.ok && step.action).toBe('change logo');
    expect(setLogoCustomPosition(kit, 'team-1', 'shorts', 'x', Number.NaN).ok).toBe(false);
  });

  it('stay a Plus feature', () => {
    const free = { premium: false, tier: 0, admin: false } as const;
    expect(toggleCustomPosition(withTeamLogo(), 'shirt', free)).toMatchObject({
      ok: false,
      code: 'customPositionPlusOnly',
    });
  });
});

describe('uploads in the kit', () => {
  it('a blob: image is a local upload, a stored URL is not', () => {
    expect(isLocalUpload('blob:http://localhost/1234')).toBe(true);
    expect(isLocalUpload('/files/uploads/abc.png')).toBe(false);
  });

  it('a converted upload points every custom logo showing it at its stored URL', () => {
    const local = 'blob:http://localhost/abcd';
    let kit = ok(addLayer(newKit('eafc'), 'shirt', 'custom_logo', { uuid: 'c1', fields: { l: local } }));
    kit = ok(addLayer(kit, 'shorts', 'custom_logo', { uuid: 'c2', fields: { l: local } }));
    kit = ok(addLayer(kit, 'shorts', 'custom_logo', { uuid: 'c3', fields: { l: '/other.png' } }));
    const socks = kit.layers.socks;
    const next = ok(replaceCustomLogoImage(kit, local, '/files/uploads/a.png'));
    const images = [...next.layers.shirt, ...next.layers.shorts]
      .filter((layer) => layer.n === 'custom_logo')
      .map((layer) => (layer as { l: string }).l);
    expect(images.sort()).toEqual(['/files/uploads/a.png', '/files/uploads/a.png', '/other.png']);
    expect(next.layers.socks).toBe(socks);
    expect(replaceCustomLogoImage(next, local, '/x.png')).toMatchObject({ ok: false, code: 'layerNotFound' });
  });
});

describe('custom logos from uploads', () => {
  it('are added as one step, named after the file within the 30-character limit', () => {
    const name = 'a-very-long-file-name-for-a-club-crest.png';
    const result = addCustomLogo(newKit('eafc'), 'socks', 'blob:x', name, 'u1');
    expect(result.ok && result.action).toBe('add layer');
    const layer = ok(result).layers.socks.find((l) => l.uuid === 'u1')!;
    expect(layer).toMatchObject({ n: 'custom_logo', l: 'blob:x', cname: name.slice(0, 30) });
    expect(addCustomLogo(newKit('eafc'), 'socks', ' ', name).ok).toBe(false);
  });

  it('leaves page-only uploads out of the saved kit and unmasks what they masked', () => {
    let kit = ok(addCustomLogo(newKit('eafc'), 'shirt', 'blob:http://app/1', 'crest.png', 'local-1'));
    kit = ok(addCustomLogo(kit, 'shirt', '/files/uploads/stored.png', 'stored.png', 'stored-1'));
    kit = ok(addLayer(kit, 'shirt', 'design', { uuid: 'masked-1', type: 'rectangle' }));
    kit = ok(setMask(kit, 'masked-1', 'local-1'));
    const saved = withoutLocalUploads(kit);
    const ids = saved.layers.shirt.map((l) => l.uuid);
    expect(ids).not.toContain('local-1');
    expect(ids).toContain('stored-1');
    expect(saved.layers.shirt.find((l) => l.uuid === 'masked-1')!.mask).toBeNull();
    expect(kit.layers.shirt.map((l) => l.uuid)).toContain('local-1');
    expect(withoutLocalUploads(saved)).toBe(saved);
  });
});
