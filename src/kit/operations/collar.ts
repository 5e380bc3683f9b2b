import type { Template } from '../model/catalogue.ts';

/**
 * Which body masks and finish overlays the garment uses (document 1 §4: "Custom collar replaces
 * body and sleeve masks and the finish overlay; removing it restores the template masks"). A
 * custom collar brings its own (its neck line changes the cut), so while the kit shows one they
 * replace the template's; without it, or while it is hidden, the template's apply again. Nothing
 * is copied into the kit: the choice is derived on every draw, so removing, hiding or undoing the
 * collar restores the template's by construction.
 */
export interface GarmentMasks {
  readonly source: 'template' | 'custom_collar';
  readonly mask: { readonly front: string; readonly back: string };
  readonly mask_sleeves: string;
  /** Finish overlay of the front; `finish2` is the back's. */
  readonly finish: string;
  readonly finish2: string;
}

/** The asset files of a catalogue collar, or undefined when the collar brings none. */
export type CollarAssetLookup = (collar: string) => Omit<GarmentMasks, 'source'> | undefined;

/**
 * The optional field of a collars.json entry that gives a collar its own cut: per game, because
 * each game's layout puts the neck elsewhere on the body panels (scripts/catalogue draws them
 * from the layouts). A collar without it (artwork over the collar strip only) keeps the
 * template's masks and replaces only the template's collar.
 */
export interface CollarAssetFields {
  readonly cuts?: Readonly<
    Record<
      string,
      | {
          readonly mask?: { readonly front?: unknown; readonly back?: unknown };
          readonly mask_sleeves?: unknown;
          readonly finish?: unknown;
          readonly finish2?: unknown;
        }
      | undefined
    >
  >;
}

const text = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * A collar entry's own masks and finish for `game`, when it carries the whole set for that game
 * (a partial set, or none for the game, is not used: the template's apply).
 */
export function collarAssets(
  entry: CollarAssetFields | undefined,
  game: string,
): Omit<GarmentMasks, 'source'> | undefined {
  const cut = entry?.cuts?.[game];
  const front = cut?.mask?.front;
  const back = cut?.mask?.back;
  if (!cut || !text(front) || !text(back) || !text(cut.mask_sleeves) || !text(cut.finish)) return undefined;
  return {
    mask: { front, back },
    mask_sleeves: cut.mask_sleeves,
    finish: cut.finish,
    finish2: text(cut.finish2) ? cut.finish2 : cut.finish,
  };
}

/** A layer as far as the collar rule reads it (a kit's Layer, or the compositor's layer data). */
interface CollarCandidate {
  readonly n: string;
  readonly p?: unknown;
  readonly layers?: readonly CollarCandidate[];
}

/**
 * The collar name of the kit's custom collar: the first custom_collar layer of the shirt or extra
 * stack, hidden or not. Document 1 §4 keeps disabled custom collars in the kit ("Disabled layers
 * are not exported unless they serve as a mask or are a custom collar"): like a hidden mask, a
 * hidden collar still gives the garment its cut (masks and finish); only its artwork is not drawn.
 */
export function customCollarOf(kit: {
  readonly layers: {
    readonly shirt?: readonly CollarCandidate[];
    readonly extra?: readonly CollarCandidate[];
  };
}): string | undefined {
  const visit = (layers: readonly CollarCandidate[]): string | undefined => {
    for (const layer of layers) {
      if (layer.n === 'custom_collar' && typeof layer.p === 'string') return layer.p;
      if (layer.n === 'group' && layer.layers) {
        const inner = visit(layer.layers);
        if (inner !== undefined) return inner;
      }
    }
    return undefined;
  };
  return visit([...(kit.layers.shirt ?? []), ...(kit.layers.extra ?? [])]);
}

export function garmentMasks(
  collar: string | undefined,
  template: Pick<Template, 'mask' | 'mask_sleeves' | 'finish' | 'finish2'>,
  collars: CollarAssetLookup,
): GarmentMasks {
  const assets = collar === undefined ? undefined : collars(collar);
  if (assets !== undefined) return { source: 'custom_collar', ...assets };
  return {
    source: 'template',
    mask: template.mask,
    mask_sleeves: template.mask_sleeves,
    finish: template.finish,
    finish2: template.finish2,
  };
}
