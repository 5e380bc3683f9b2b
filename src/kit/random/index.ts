// The random kit generator (document 2 §3, §4, §9): pure and seeded, for the editor, CLI and server.
export * from './constants.ts';
export { createRng, seedValue, type Rng } from './prng.ts';
export { randomColor, randomColorApart, colorDistance, isClose } from './palette.ts';
export { RECIPES, DESIGN_LABEL_KEYS, type RecipeAsset } from './recipes.ts';
export { candidateTemplates, templateBrand, usable, type GeneratorCatalogue } from './catalogue.ts';
export { chooseCrest, isFullColorSponsor, type CrestChoice } from './logos.ts';
export { findTeam, teamColors, teamDesigns, type Team, type TeamKit } from './team.ts';
export { joinFmIds, matchFmTeams, type FmJoin, type FmTeamRow } from './fm-join.ts';
export {
  generateKit,
  drawPalette,
  type GenerateOptions,
  type GeneratedKit,
  type GeneratorInstructions,
} from './generate.ts';
export { randomizeKit, RANDOMIZE_STRIPPED_KINDS, type RandomizeOptions } from './randomize.ts';
export { catalogueKitContext } from './context.ts';
