import type { HexColor } from '../model/basics.ts';
import type { Kit } from '../model/kit.ts';
import type { ArmbandState, LayerId } from '../model/index.ts';
import { applied, refused, type EditResult } from './result.ts';
import { findLayer, withLayer } from './stacks.ts';

/**
 * The captain's armband's own setting (document 1 §3): none draws nothing; a single-colour preset
 * paints the preset in one colour (the layer's first); a template armband takes the kit
 * template's colours plus one. An 'edit layer' step like any other setting.
 */
export interface ArmbandChoice {
  readonly t: ArmbandState;
  /** The armband preset's catalogue name; ignored for none. */
  readonly n: string;
}

export function setArmband(
  kit: Kit,
  uuid: LayerId,
  choice: ArmbandChoice,
  templateColors: readonly HexColor[],
): EditResult {
  const place = findLayer(kit, uuid);
  if (place === undefined) return refused('layerNotFound');
  const layer = place.layer;
  if (layer.n !== 'armband') return refused('fieldNotEditable');
  if (choice.t !== 'none' && choice.n === '') return refused('invalidValue');
  const first = layer.c[0] ?? '#ffffff';
  const c = choice.t === 'template' ? [...templateColors, first] : [first];
  const preset = choice.t === 'none' ? { n: '', t: 'none' as const } : { n: choice.n, t: choice.t };
  return applied(withLayer(kit, place, { ...layer, preset, c }), 'edit layer');
}
