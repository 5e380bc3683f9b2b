/**
 * Every layer kind the compositor can draw, one line per kind (see contract.ts).
 * A layer whose kind is missing here is skipped by the engine, never a crash.
 */
import type { LayerKindPass } from './contract.ts';
import { basePass } from './base.ts';
import { templatePass } from './template.ts';
import { designPass } from './design.ts';
import { patternPass } from './pattern.ts';
import { customPatternPass } from './custom_pattern.ts';
import { sleeveCuffsPass } from './sleeve_cuffs.ts';
import { sidePanelsPass } from './side_panels.ts';
import { shoulderPanelsPass } from './shoulder_panels.ts';
import { customCollarPass } from './custom_collar.ts';
import { matPass } from './mat.ts';
import { armbandPass } from './armband.ts';
import { textPass } from './text.ts';
import { logoPass } from './logo.ts';
import { customLogoPass } from './custom_logo.ts';
import { graphicPass } from './graphic.ts';
import { nbaTextPass } from './nba_text.ts';
import { printingPass } from './printing.ts';
import { printingShortsPass } from './printing_shorts.ts';
import { printPreviewPass } from './print_preview.ts';
import { signaturePass } from './signature.ts';
import { groupPass } from './group.ts';

export const LAYER_PASSES: Readonly<Record<string, LayerKindPass>> = {
  base: basePass,
  template: templatePass,
  design: designPass,
  pattern: patternPass,
  custom_pattern: customPatternPass,
  sleeve_cuffs: sleeveCuffsPass,
  side_panels: sidePanelsPass,
  shoulder_panels: shoulderPanelsPass,
  custom_collar: customCollarPass,
  mat: matPass,
  armband: armbandPass,
  text: textPass,
  logo: logoPass,
  custom_logo: customLogoPass,
  graphic: graphicPass,
  nba_text: nbaTextPass,
  printing: printingPass,
  printing_shorts: printingShortsPass,
  print_preview: printPreviewPass,
  signature: signaturePass,
  group: groupPass,
};

export function layerPass(kind: string): LayerKindPass | undefined {
  return Object.hasOwn(LAYER_PASSES, kind) ? LAYER_PASSES[kind] : undefined;
}
