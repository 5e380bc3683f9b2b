/**
 * What feeds an area's ORM and normal maps (src/compositor/detail-feeds.ts): which layers, and a
 * key that changes exactly when the maps' pixels can.
 */
import { describe, expect, it } from 'vitest';
import { normalFeed, ormFeed } from '../../../src/compositor/detail-feeds.ts';
import type { CommonLayer } from '../../../src/compositor/layer-common.ts';

const kit = { shininess: 50, metalness: 0, hideTemplateDetails: false };
const none = new Set<string>();
const layer = (uuid: string, extra: Partial<CommonLayer> = {}) =>
  ({ uuid, n: 'design', ...extra }) as CommonLayer;
const shiny = layer('s', { hasCustomShininess: true, shininess: 80, mask: 'm1' });
const relief = layer('r', { detail3D: { enabled: true, strength: 40 } });
const plain = layer('p', { c: ['#ff0000'] } as Partial<CommonLayer>);

describe('the detail maps feeds', () => {
  it('ORM: only layers with their own shininess, none without roughness, a material effect counts', () => {
    expect(ormFeed([plain, shiny, relief], kit, true, none).sources).toEqual([{ layer: shiny }]);
    expect(ormFeed([plain, shiny], kit, false, none).sources).toEqual([]);
    const mat = layer('mat', { n: 'mat' });
    const fed = ormFeed([mat], kit, true, none).sources;
    expect(fed).toHaveLength(1);
    expect('layer' in fed[0]! && fed[0].layer.hasCustomShininess).toBe(true);
  });

  it('a plain colour change leaves both keys alone; the kit shininess and a read mask do not', () => {
    const before = ormFeed([plain, shiny], kit, true, none);
    const recoloured = ormFeed([{ ...plain, c: ['#00ff00'] } as CommonLayer, shiny], kit, true, none);
    expect(recoloured.key).toBe(before.key);
    expect(ormFeed([plain, shiny], { ...kit, shininess: 10 }, true, none).key).not.toBe(before.key);
    const masked = ormFeed([plain, shiny], kit, true, new Set(['m1']));
    expect(masked.masksChanged).toBe(true);
    expect(masked.key).not.toBe(before.key);
    expect(ormFeed([plain, shiny], kit, true, new Set(['other'])).masksChanged).toBe(false);
  });

  it("normals: 3D-detail layers and a group's children with detail, keyed by the folds too", () => {
    const group = layer('g', { n: 'group', layers: [relief, plain] } as Partial<CommonLayer>);
    const feed = normalFeed([group, plain], kit, 'folds-1', none);
    expect(feed.sources.map((s) => [s.layer.uuid, s.group?.uuid])).toEqual([['r', 'g']]);
    expect(normalFeed([group, plain], kit, 'folds-2', none).key).not.toBe(feed.key);
    const off = layer('g', { n: 'group', disabled: true, layers: [relief] } as Partial<CommonLayer>);
    expect(normalFeed([off], kit, 'folds-1', none).sources).toEqual([]);
  });
});
