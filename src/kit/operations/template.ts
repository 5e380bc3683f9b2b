import { defaultKitLogo } from '../defaults/kit.ts';
import { defaultLayer } from '../defaults/layers.ts';
import { newLayerId } from '../ids.ts';
import type { Template } from '../model/catalogue.ts';
import type { Kit, KitLogo } from '../model/kit.ts';
import { normaliseName } from '../names.ts';
import type { KitContext } from '../context.ts';
import { mayUseAsset } from '../rules/entitlements.ts';
import { mapAllLayers } from './stacks.ts';

/**
 * Changing the kit's template (spec §4). It is not an undo step: it clears the history, and it
 * resets what belongs to the template: the template layers, the brand logo, the collar and its
 * preview, the short style and the long-sleeve display. The template's masks and normals follow
 * from the template name (see garmentMasks), so they reset with it.
 */
export interface TemplateChange {
  readonly kit: Kit;
  readonly clearsHistory: true;
}

function brandLogo(kit: Kit, template: Template, existing: KitLogo | undefined): KitLogo {
  const fresh = defaultKitLogo('brand', kit.game, existing?.uuid ?? newLayerId());
  const { logoShirt, logoShorts, logoSocks } = template.brand;
  return {
    ...fresh,
    l: normaliseName(template.brand.name),
    pos: {
      shirt: { ...fresh.pos.shirt, display: logoShirt },
      shorts: { ...fresh.pos.shorts, display: logoShorts },
      socks: { ...fresh.pos.socks, display: logoSocks },
    },
  };
}

/**
 * `context` carries the user: a template's brand logo the user may not use (a free template with
 * a Plus brand) leaves the brand slot empty, as a load or a save would empty it.
 */
export function changeTemplate(kit: Kit, template: Template, context: KitContext = {}): TemplateChange {
  // Template layers keep their place and id (masks may point at them) but start afresh.
  const withTemplateLayers = mapAllLayers(kit, (layer) =>
    layer.n === 'template' ? defaultLayer('template', { game: kit.game, uuid: layer.uuid }) : layer,
  );
  const hasBrand =
    template.brand.name !== '' && mayUseAsset('logos', normaliseName(template.brand.name), context);
  const existingBrand = kit.logos.find((logo) => logo.t === 'brand');
  let logos = kit.logos.filter((logo) => logo.t !== 'brand');
  if (hasBrand) logos = [brandLogo(kit, template, existingBrand), ...logos];
  return {
    clearsHistory: true,
    kit: {
      ...withTemplateLayers,
      template: normaliseName(template.name),
      logos,
      collar: 0,
      selectedShorts: template.settings.shortstyle[0] ?? 0,
      ls: template.long_sleeve,
    },
  };
}
