// The kit document's public surface: app, compositor, tools and server import from here.

export * from './model/index.ts';
export * from './messages.ts';
export { normaliseName, suggestedKitName, KIT_NAME_MAX } from './names.ts';
export * from './colors.ts';
export * from './hsv.ts';
export { newLayerId } from './ids.ts';
export type { KitContext, KitUser, AssetInfo, AssetLookup, TemplateInfo } from './context.ts';
export * from './defaults/colors.ts';
export * from './defaults/layers.ts';
export * from './defaults/kit.ts';
export * from './rules/edits.ts';
export * from './rules/premium.ts';
export * from './rules/entitlements.ts';
export * from './rules/colors.ts';
export * from './rules/rotation.ts';
export * from './rules/logo-request.ts';
export * from './startup.ts';
export * from './convert.ts';
export { restoreKit, DEFAULT_GAME, FIFA_SHORT_STYLES, type RestoreResult } from './restore/restore.ts';
export * from './restore/report.ts';
export { MIGRATIONS, type Migration } from './migrations/index.ts';
export {
  serialiseKit,
  serialiseLayer,
  toSavedKitData,
  KitDataTooLargeError,
  KIT_DATA_MAX_CHARS,
} from './serialise/serialise.ts';
export { kitSchema, validateKit, type KitProblem } from './schema/kit.ts';
export { layerSchema } from './schema/layer.ts';

// Operations and undo history (helper O) append their exports below.
export * from './operations/index.ts';
export * from './history/index.ts';
export {
  catalogueItemSchema,
  fontItemSchema,
  templateItemSchema,
  clubColorSchema,
  teamSchema,
  CATALOGUE_SCHEMAS,
} from './schema/catalogue.ts';
export * from './languages.ts';
export { catalogueLookup, type CatalogueLists, type GatedItem } from './catalogue/lookup.ts';
export {
  catalogueGate,
  GATED_CATALOGUES,
  templateInfo,
  type CatalogueGate,
  type TemplateEntry,
} from './catalogue/gate.ts';
