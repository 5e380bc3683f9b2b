import type { KitUser } from '../context.ts';
import { newLayerId } from '../ids.ts';
import type { Game, LayerId } from '../model/basics.ts';
import type { Kit } from '../model/kit.ts';
import type { Layer, LayerKind } from '../model/layers.ts';
import { canUseCustomPattern, canUseMat } from '../rules/premium.ts';
import { insertionIndex } from './layers.ts';
import { applied, refused, type EditResult } from './result.ts';
import { withStack, type StackName } from './stacks.ts';

/**
 * Layer import from a saved kit (spec document 1 §2, document 2 §2 "Layer import dialog"): the
 * saved kit's layers are listed top first, and the chosen ones are copied into the current kit's
 * same stacks with fresh ids, as one 'add layer' step. The saved kit has already passed
 * restoreKit with the user's context, so premium content the user may not use is gone.
 */

/**
 * Kinds a user can take from another kit. Base, template and armband come with the template;
 * printing entries, player text (each type once) and the custom collar (once, it replaces the
 * body masks) are single per kit; a group is imported as its members are not listed.
 */
export const IMPORTABLE_KINDS: ReadonlySet<LayerKind> = new Set<LayerKind>([
  'design',
  'pattern',
  'custom_pattern',
  'graphic',
  'text',
  'logo',
  'custom_logo',
  'sleeve_cuffs',
  'side_panels',
  'shoulder_panels',
  'mat',
  'signature',
]);

const IMPORT_STACKS: readonly StackName[] = ['shirt', 'shorts', 'socks'];

/** Why a listed layer cannot be chosen: its kind never travels, or it needs Plus (tier above 0 for mat). */
export type ImportBlock = 'kind' | 'plus';

/** One row of the import list (document 2 §3 "Layer import entry"). */
export interface ImportEntry {
  readonly uuid: LayerId;
  readonly stack: StackName;
  readonly layer: Layer;
  /** null when the row can be selected. */
  readonly blocked: ImportBlock | null;
}

function importBlock(layer: Layer, user: KitUser, game: Game): ImportBlock | null {
  if (!IMPORTABLE_KINDS.has(layer.n)) return 'kind';
  if (layer.n === 'mat' && !canUseMat(user, game)) return 'plus';
  if (layer.n === 'custom_pattern' && !canUseCustomPattern(user)) return 'plus';
  return null;
}

/** The saved kit's layers per stack, top first (the list shows them in reverse order). */
export function importEntries(source: Kit, user: KitUser, game: Game): ImportEntry[] {
  return IMPORT_STACKS.flatMap((stack) =>
    [...source.layers[stack]].reverse().map((layer) => ({
      uuid: layer.uuid,
      stack,
      layer,
      blocked: importBlock(layer, user, game),
    })),
  );
}

/**
 * Copies the chosen layers of `source` into `kit`: each into its own stack below the template
 * layers, keeping their order; a mask follows its copy when it is imported too and is dropped
 * otherwise. Layers the user may not import are refused, as is an empty choice.
 */
export function importLayers(
  kit: Kit,
  source: Kit,
  chosen: readonly LayerId[],
  user: KitUser,
  makeId: () => LayerId = newLayerId,
): EditResult {
  const wanted = new Set(chosen);
  const picked = importEntries(source, user, kit.game).filter((entry) => wanted.has(entry.uuid));
  if (picked.length === 0 || picked.length !== wanted.size) return refused('layerNotFound');
  if (picked.some((entry) => entry.blocked === 'plus')) return refused('plusOnly');
  if (picked.some((entry) => entry.blocked === 'kind')) return refused('notDuplicable');

  const ids = new Map(picked.map((entry) => [entry.uuid, makeId()] as const));
  let next = kit;
  for (const stack of IMPORT_STACKS) {
    // Bottom first, as stacks are stored.
    const copies = source.layers[stack]
      .filter((layer) => ids.has(layer.uuid))
      .map((layer): Layer => {
        const copy = structuredClone(layer);
        copy.uuid = ids.get(layer.uuid)!;
        copy.mask = layer.mask === null ? null : (ids.get(layer.mask) ?? null);
        if (copy.mask === null) copy.invertMask = false;
        return copy;
      });
    if (copies.length === 0) continue;
    if (stack === 'socks' && kit.game === 'basketball') return refused('notInGame');
    const layers = [...next.layers[stack]];
    layers.splice(insertionIndex(layers), 0, ...copies);
    next = withStack(next, stack, layers);
  }
  return applied(next, 'add layer');
}
