import type { ApiClient } from '../api/index.ts';
import type { CatalogueItem as KitCatalogueItem, TemplateItem } from './kit.ts';
import type { GeneratorCatalogue, Team } from '../kit/random/index.ts';
import { teamSchema } from './kit.ts';
import { loadCatalogue, type CatalogueItem } from './catalogue.ts';

/**
 * The random generator's inputs in the app: the catalogue lists the choosers already load, and
 * the team data (teams.json), checked by its schema. Each is loaded once per page.
 */

const isTemplate = (item: CatalogueItem): item is TemplateItem => 'games' in item && 'designs' in item;
const isAsset = (item: CatalogueItem): item is KitCatalogueItem => !isTemplate(item);

export async function loadGeneratorCatalogue(api: ApiClient): Promise<GeneratorCatalogue> {
  const [templates, logos, patterns, graphics] = await Promise.all(
    (['templates', 'logos', 'patterns', 'graphics'] as const).map((name) => loadCatalogue(api, name)),
  );
  return {
    templates: templates!.filter(isTemplate),
    logos: logos!.filter(isAsset),
    patterns: patterns!.filter(isAsset),
    graphics: graphics!.filter(isAsset),
  };
}

export const TEAMS_URL = '/data/catalogue/teams.json';

let teams: Promise<Team[]> | null = null;

/** The teams for the admin's test generation; a team that fails its schema is left out. */
export function loadTeams(fetcher: typeof fetch = fetch): Promise<Team[]> {
  teams ??= fetcher(TEAMS_URL)
    .then(async (response) => {
      if (!response.ok) throw new Error(`error loading ${TEAMS_URL}`);
      const list = (await response.json()) as unknown[];
      return list.flatMap((entry) => {
        const parsed = teamSchema.safeParse(entry);
        return parsed.success ? [parsed.data] : [];
      });
    })
    .catch((error: unknown) => {
      teams = null;
      throw error;
    });
  return teams;
}
