import { parseHexColor } from '../colors.ts';
import type { KitUser } from '../context.ts';
import type { Area, LayerId } from '../model/basics.ts';
import { LOGO_RANGES } from '../model/field-ranges.ts';
import type { Kit, KitLogo } from '../model/kit.ts';
import { gameHasRoughness } from '../rules/edits.ts';
import { canUseCustomPositions } from '../rules/premium.ts';
import { resizeColors } from './colors-fit.ts';
import { clampTo } from './fields.ts';
import { applied, refused, type EditResult } from './result.ts';

/** The kit's logos: choosing one, its settings and colours ('change logo'), custom positions. */

/**
 * A logo is drawn from one image per colour. Without recolor only the first image is used, so
 * colours after the first are disabled (spec §4, "layers after the first logo layer are disabled
 * unless recolor is on").
 */
export function isLogoColorEnabled(logo: { readonly recolor: boolean }, index: number): boolean {
  return index === 0 || logo.recolor;
}

/** The kit with the logo at `index` replaced (shared with logo-slots.ts). */
export function withLogo(kit: Kit, index: number, logo: KitLogo): Kit {
  const logos = [...kit.logos];
  logos[index] = logo;
  return { ...kit, logos };
}

export function locate(kit: Kit, uuid: LayerId): { index: number; logo: KitLogo } | undefined {
  const index = kit.logos.findIndex((logo) => logo.uuid === uuid);
  const logo = kit.logos[index];
  return logo === undefined ? undefined : { index, logo };
}

/** Puts another catalogue logo in the slot; every area's colour list follows its image count. */
export function changeLogo(kit: Kit, uuid: LayerId, name: string, imageCount: number): EditResult {
  const found = locate(kit, uuid);
  if (found === undefined) return refused('logoNotFound');
  if (!Number.isInteger(imageCount) || imageCount < 1) return refused('invalidValue');
  const { logo } = found;
  const c = {
    shirt: resizeColors(logo.c.shirt, imageCount),
    shorts: resizeColors(logo.c.shorts, imageCount),
    socks: resizeColors(logo.c.socks, imageCount),
  };
  return applied(withLogo(kit, found.index, { ...logo, l: name, c }), 'change logo');
}

const LOGO_NUMBER_FIELDS = [
  'size',
  'position',
  'position_x',
  'rotation',
  'saturation',
  'shininess',
  'metalness',
] as const;
type LogoNumberField = (typeof LOGO_NUMBER_FIELDS)[number];
const LOGO_FLAG_FIELDS = ['recolor', 'recolorInternal', 'disabled'] as const;
type LogoFlagField = (typeof LOGO_FLAG_FIELDS)[number];

export function setLogoField(
  kit: Kit,
  uuid: LayerId,
  field: LogoNumberField | LogoFlagField,
  value: number | boolean,
): EditResult {
  const found = locate(kit, uuid);
  if (found === undefined) return refused('logoNotFound');
  const { logo } = found;
  let next: number | boolean;
  if ((LOGO_NUMBER_FIELDS as readonly string[]).includes(field)) {
    if (typeof value !== 'number' || !Number.isFinite(value)) return refused('invalidValue');
    if ((field === 'shininess' || field === 'metalness') && !gameHasRoughness(kit.game)) {
      return refused('fieldNotEditable');
    }
    next = clampTo(value, LOGO_RANGES[logo.t][field as LogoNumberField], kit.game);
  } else if ((LOGO_FLAG_FIELDS as readonly string[]).includes(field)) {
    if (typeof value !== 'boolean') return refused('invalidValue');
    next = value;
  } else {
    return refused('fieldNotEditable');
  }
  if (logo[field] === next) return applied(kit, 'change logo');
  return applied(withLogo(kit, found.index, { ...logo, [field]: next }), 'change logo');
}

export function setLogoColor(kit: Kit, uuid: LayerId, area: Area, index: number, input: string): EditResult {
  const found = locate(kit, uuid);
  if (found === undefined) return refused('logoNotFound');
  const { logo } = found;
  const colors = logo.c[area];
  if (!Number.isInteger(index) || index < 0 || index >= colors.length) return refused('colorNotFound');
  if (!isLogoColorEnabled(logo, index)) return refused('fieldNotEditable');
  const parsed = parseHexColor(input);
  if (!parsed.ok) return refused('invalidHexColor');
  if (colors[index] === parsed.color) return applied(kit, 'change logo');
  const list = [...colors];
  list[index] = parsed.color;
  return applied(withLogo(kit, found.index, { ...logo, c: { ...logo.c, [area]: list } }), 'change logo');
}

/** Custom logo positioning per area is a Plus feature ('toggle custom position'). */
export function toggleCustomPosition(kit: Kit, area: Area, user: KitUser): EditResult {
  const on = kit.customPos.includes(area);
  if (!on && !canUseCustomPositions(user)) return refused('customPositionPlusOnly');
  const customPos = on ? kit.customPos.filter((a) => a !== area) : [...kit.customPos, area];
  return applied({ ...kit, customPos }, 'toggle custom position');
}
