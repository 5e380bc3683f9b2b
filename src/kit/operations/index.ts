export { OPERATION_MESSAGES, type RefusalCode } from './messages.ts';
export { applied, refused, type Applied, type Refused, type EditResult } from './result.ts';
export {
  STACK_NAMES,
  findLayer,
  allLayers,
  isMaskInUse,
  stackWithMembers,
  type StackName,
  type LayerPlace,
} from './stacks.ts';
export { editLayer } from './edit.ts';
export type { FieldValue } from './fields.ts';
export { addLayer, duplicateLayer, removeLayer, insertionIndex, type NewLayer } from './layers.ts';
export {
  moveLayerTo,
  moveLayerUp,
  moveLayerDown,
  moveOutOfGroup,
  allowedPositions,
  type MoveContext,
} from './order.ts';
export { toggleLayerVisibility, canToggleVisibility, renameLayer } from './layer-state.ts';
export { setMask, clearMask } from './mask.ts';
export { groupLayers, canGroup } from './groups.ts';
export { ungroupLayer, ungroupChanges, type UngroupChange } from './ungroup.ts';
export {
  setLayerColor,
  toggleBorder,
  toggleColorPair,
  changeDesign,
  type BorderMemory,
  type BorderToggle,
} from './colors.ts';
export { resizeColors, fitColors } from './colors-fit.ts';
export { changeLayerAsset } from './assets.ts';
export { quickRecolor, type RecolorPair } from './recolor.ts';
export { changeLogo, setLogoField, setLogoColor, toggleCustomPosition, isLogoColorEnabled } from './logos.ts';
export {
  placeOnKit,
  placementFields,
  placementValues,
  isPlacedLayer,
  printingElementId,
  printingElementOf,
  PRINTING_ELEMENTS,
  type PrintingElement,
  type PlacementField,
  type PlacementValues,
} from './placement.ts';
export { setFmTarget, isFmTeamId, type FmTarget } from './fm-target.ts';
export { editKit, FOOTBALL_SHORTS_MODELS, type KitSetting, type KitSettingsContext } from './kit-settings.ts';
export {
  garmentMasks,
  customCollarOf,
  collarAssets,
  type GarmentMasks,
  type CollarAssetLookup,
  type CollarAssetFields,
} from './collar.ts';
export { changeTemplate, type TemplateChange } from './template.ts';
export {
  dressFromTemplate,
  templateLook,
  COLOR_ROLES,
  type ColorRole,
  type TemplateLook,
  type TemplateLookSource,
} from './template-look.ts';
export { kitColors, newLayerColors, readableKitColors, type KitColor } from './kit-colors.ts';
export { kitInfo, KIT_INFO_COLOURS, type KitInfo } from './kit-info.ts';
export { addableNbaTextTypes } from './printing.ts';
export {
  setPrinting,
  setPrintingShorts,
  setPrintingColor,
  printingShown,
  shortsPrintingShown,
  PRINTING_BORDER_COLOR,
  type PrintingField,
  type PrintingShortsField,
} from './player-printing.ts';
export {
  setHotspot,
  resetHotspots,
  copyHotspots,
  enterHotspots,
  leaveHotspots,
  setPrintPreview,
  printPreviewShown,
  hasHotspotsEditor,
  HOTSPOT_GAMES,
  HOTSPOT_BOXES,
  HOTSPOT_AXES,
  type HotspotField,
  type HotspotsVisit,
} from './hotspots.ts';
export {
  importEntries,
  importLayers,
  IMPORTABLE_KINDS,
  type ImportEntry,
  type ImportBlock,
} from './import.ts';
export {
  displayState,
  setDisplayFlag,
  setShortsHidden,
  setView,
  displayOnSelect,
  type DisplayState,
  type SubView,
} from './display.ts';
export {
  trackChanges,
  unsavedChangesQuestion,
  saveState,
  hasUnsavedWork,
  kitChanged,
  sameKitDocument,
  INITIAL_CHANGES,
  ARRIVED_UNSAVED,
  type ChangeTracker,
  type ChangeEvent,
} from './changes.ts';
export { startNewKit, loadKit, asNewKit, type NewKitStart, type KitLoad } from './lifecycle.ts';
export {
  LOGO_SLOT_FIELDS,
  SLOT_LOGO_TYPES,
  fitsLogoSlot,
  slotLogo,
  chooseSlotLogo,
  removeSlotLogo,
  setLogoShown,
  setLogoCustomPosition,
  isLocalUpload,
  withoutLocalUploads,
  addCustomLogo,
  replaceCustomLogoImage,
} from './logo-slots.ts';
export { setArmband, type ArmbandChoice } from './armband.ts';
