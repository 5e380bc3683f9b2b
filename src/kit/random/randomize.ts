import { catalogueLookup } from '../catalogue/lookup.ts';
import type { KitContext } from '../context.ts';
import type { Kit } from '../model/kit.ts';
import type { Layer, LayerKind } from '../model/layers.ts';
import type { Template } from '../model/catalogue.ts';
import { asNewKit } from '../operations/lifecycle.ts';
import { changeTemplate } from '../operations/template.ts';
import { mapAllLayers } from '../operations/stacks.ts';
import {
  candidateTemplates,
  recipeAssets,
  usable,
  type AccessOptions,
  type GeneratorCatalogue,
} from './catalogue.ts';
import { GENERATOR_DESIGNS, GENERATOR_ODDS } from './constants.ts';
import { collarFor, drawPalette } from './generate.ts';
import { graphicLayer, patternLayer, type LayerMaker } from './layers.ts';
import { createRng } from './prng.ts';
import { RECIPES } from './recipes.ts';

/**
 * The editor's Randomize (document 1 §4): design, pattern, extra (graphic), text and custom layers
 * go; the main and accent colours, the template (one with designs) and the collar are drawn; then
 * the shirt gets one of nothing, a pattern, a design or a graphic. Logos, cuffs, panels and the
 * rest of what the user built stay.
 */
export const RANDOMIZE_STRIPPED_KINDS: ReadonlySet<LayerKind> = new Set<LayerKind>([
  'design',
  'pattern',
  'custom_pattern',
  'graphic',
  'text',
  'nba_text',
  'custom_logo',
]);

/** The four outcomes of the shirt's one random addition. */
export const RANDOMIZE_ADDITIONS = ['none', 'pattern', 'design', 'graphic'] as const;
export type RandomizeAddition = (typeof RANDOMIZE_ADDITIONS)[number];

export interface RandomizeOptions extends AccessOptions {
  readonly seed: string | number;
  readonly catalogue: GeneratorCatalogue;
}

export interface RandomizedKit {
  readonly kit: Kit;
  readonly addition: RandomizeAddition;
}

const LENGTH_SCALE: Record<Kit['game'], number> = { eafc: 1, fifa: 1, basketball: 1, pes: 0.75, fm: 0.3 };

export function randomizeKit(current: Kit, options: RandomizeOptions): RandomizedKit {
  const rng = createRng(options.seed);
  const game = current.game;
  const templates = candidateTemplates(options.catalogue.templates, { ...options, game });
  // A random kit is a new kit: saving it must never overwrite the saved kit it was drawn over.
  const stripped: Kit = {
    ...asNewKit(current),
    layers: {
      shirt: current.layers.shirt.filter((l) => !RANDOMIZE_STRIPPED_KINDS.has(l.n)),
      shorts: current.layers.shorts.filter((l) => !RANDOMIZE_STRIPPED_KINDS.has(l.n)),
      socks: current.layers.socks.filter((l) => !RANDOMIZE_STRIPPED_KINDS.has(l.n)),
      extra: current.layers.extra.filter((l) => !RANDOMIZE_STRIPPED_KINDS.has(l.n)),
    },
  };
  const template = templates.length > 0 ? rng.pick(templates) : undefined;
  // The template's own reset (brand logo, short style, sleeves): the editor's changeTemplate, with
  // the user, so a free template's Plus or early-access brand logo ('Stride') stays off by the
  // kit's entitlement check, as on a template change, rather than vanish on load.
  const context: KitContext = options.user
    ? {
        user: options.user,
        now: options.now ?? Date.now(),
        assets: catalogueLookup({ logos: options.catalogue.logos }),
      }
    : {};
  let kit = template ? changeTemplate(stripped, template as Template, context).kit : stripped;
  if (template) kit = { ...kit, collar: collarFor(rng, template) };

  const { main, second, third } = drawPalette(rng, []);
  const accents = rng.chance(GENERATOR_ODDS.accentColor) ? [second, third ?? main] : [main, second];
  kit = mapAllLayers(kit, (layer) => {
    if (layer.n === 'base') return { ...layer, c: [layer.type === 'collar' ? second : main] };
    if (layer.n === 'template')
      return { ...layer, c: accents.slice(0, Math.max(2, layer.c.length)), disabled: false };
    return layer;
  });

  const addition = rng.pick(RANDOMIZE_ADDITIONS);
  const maker: LayerMaker = { game, rng, scale: LENGTH_SCALE[game] };
  const graphics = recipeAssets(usable(options.catalogue.graphics, options));
  const patterns = recipeAssets(usable(options.catalogue.patterns, options));
  let added: Layer[] = [];
  if (addition === 'graphic' && graphics.length > 0) {
    const g = rng.pick(graphics);
    added = [graphicLayer(maker, g.name, [second, third ?? main, main], g.colors)];
  } else if (addition === 'pattern' && patterns.length > 0) {
    const p = rng.pick(patterns);
    added = [
      patternLayer(maker, p.name, [second, third ?? main, main], p.colors, {
        size: rng.range(120, 360),
        rotation: rng.pick([0, 0, 45, -45, 90]),
      }),
    ];
  } else if (addition === 'design') {
    const designs = GENERATOR_DESIGNS.filter(
      (d) => d !== 'graphic' && d !== 'plain' && d !== 'contrasting sleeves',
    );
    added = RECIPES[rng.pick(designs)]({
      maker,
      main,
      second,
      third: third ?? main,
      graphics,
      patterns,
    }).layers;
  }
  if (added.length > 0) {
    const shirt = [...kit.layers.shirt];
    const at = shirt.findIndex((l) => l.n === 'template');
    shirt.splice(at === -1 ? shirt.length : at, 0, ...added);
    kit = { ...kit, layers: { ...kit.layers, shirt } };
  }
  return { kit, addition };
}
