import { describe, expect, it } from 'vitest';
import { convertAddress, convertedKitData, convertedKitName } from './convert.ts';
import { readConvertData } from './startup.ts';
import { KIT_NAME_MAX } from './names.ts';

const saved = JSON.stringify({
  version: 2,
  id: 41,
  baseId: 7,
  baseKey: 'k',
  saveImage: '/img/41.png',
  published: true,
  name: 'Derby',
  template: 'plain',
  collar: 3,
  shirt: [{ n: 'base', uuid: 'a', type: 'base', c: ['#ff0000'] }],
});

describe('convertedKitData', () => {
  it('makes a new kit of the source game named for the target, never the saved record', () => {
    const kit = JSON.parse(convertedKitData(saved, 'eafc', 'fm', 'Derby')!) as Record<string, unknown>;
    // The record's id, base, image and publication stay with the saved kit.
    for (const field of ['id', 'baseId', 'baseKey', 'saveImage', 'published'])
      expect(kit).not.toHaveProperty(field);
    // Its own game, so the target's restoreKit applies its rules for a kit of another game.
    expect(kit.game).toBe('eafc');
    expect(kit.name).toBe('Derby (FM)');
    expect(kit.shirt).toEqual([{ n: 'base', uuid: 'a', type: 'base', c: ['#ff0000'] }]);
    expect(kit.collar).toBe(3);
  });

  it('keeps a game the data names, and refuses data it cannot read', () => {
    const own = JSON.stringify({ game: 'pes', shirt: [] });
    expect(JSON.parse(convertedKitData(own, 'eafc', 'fm', 'X')!).game).toBe('pes');
    expect(convertedKitData('{not json', 'eafc', 'fm', 'X')).toBeNull();
    expect(convertedKitData('[1]', 'eafc', 'fm', 'X')).toBeNull();
    expect(convertedKitData('null', 'eafc', 'fm', 'X')).toBeNull();
  });

  it('fits the tagged name within the name limit', () => {
    const name = convertedKitName('x'.repeat(KIT_NAME_MAX), 'basketball');
    expect(name).toHaveLength(KIT_NAME_MAX);
    expect(name.endsWith(' (NBA 2K)')).toBe(true);
  });
});

describe('convertAddress', () => {
  const data = convertedKitData(saved, 'eafc', 'fm', 'Derby & Co')!;

  it("opens the target game's site with the data in the fragment, the page's settings kept", () => {
    const address = convertAddress('fm', data, new URL('https://k.test/eafc/?kit=41&key=abc&scale=0.5'));
    const url = new URL(address, 'https://k.test');
    expect(url.pathname).toBe('/fm/');
    expect(url.search).toBe('?scale=0.5');
    expect(readConvertData(url.hash)).toBe(data);
  });

  it('on the root page run with ?game= it names the target game there', () => {
    const address = convertAddress('pes', data, new URL('https://k.test/?game=eafc&scale=0.25&effects=0'));
    const url = new URL(address, 'https://k.test');
    expect(url.pathname).toBe('/');
    expect(Object.fromEntries(url.searchParams)).toEqual({ game: 'pes', scale: '0.25', effects: '0' });
    expect(readConvertData(url.hash)).toBe(data);
  });
});
