import type { AssetLookup, KitContext, KitUser, TemplateInfo } from '../context.ts';
import type { Game } from '../model/basics.ts';
import type { CatalogueItem } from '../model/catalogue.ts';
import { normaliseName } from '../names.ts';
import { FIFA_SHORT_STYLES } from '../restore/restore.ts';
import type { GeneratorCatalogue } from './catalogue.ts';

/**
 * The restore context of a generator catalogue: asset lookups by normalised name and the
 * templates' collar counts, so a generated kit can be checked exactly as a loaded one is.
 * The generator's property test checks every generated kit through it, and the bulk generator
 * page restores a kit changed in the embedded editor with it.
 */
export function catalogueKitContext(
  catalogue: GeneratorCatalogue,
  game: Game,
  user?: KitUser,
  now?: number,
): KitContext {
  const index = (items: readonly CatalogueItem[]) => {
    const map = new Map<string, CatalogueItem>();
    for (const item of items) {
      map.set(normaliseName(item.name), item);
      map.set(item.id, item);
    }
    return map;
  };
  const byCategory: Record<string, Map<string, CatalogueItem>> = {
    logos: index(catalogue.logos),
    patterns: index(catalogue.patterns),
    graphics: index(catalogue.graphics),
  };
  const assets: AssetLookup = (category, name) => byCategory[category]?.get(normaliseName(name));
  const templates = new Map<string, TemplateInfo>(
    catalogue.templates
      .filter((t) => t.games.includes(game))
      .map((t) => [
        normaliseName(t.name),
        {
          name: normaliseName(t.name),
          collars: t.collar,
          long_sleeve: t.long_sleeve,
          shortStyles: t.settings.shortstyle.length > 0 ? t.settings.shortstyle : FIFA_SHORT_STYLES,
        },
      ]),
  );
  return { game, assets, templates, ...(user ? { user } : {}), ...(now !== undefined ? { now } : {}) };
}
