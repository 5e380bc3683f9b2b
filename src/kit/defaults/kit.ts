import type { TemplateInfo } from '../context.ts';
import { newLayerId } from '../ids.ts';
import { AREAS, type Area, type Game, type LogoSlot } from '../model/basics.ts';
import {
  CUSTOM_POSITION_RANGES,
  KIT_RANGES,
  LOGO_RANGES,
  PRINT_PREVIEW_RANGES,
  PRINTING_RANGES,
  PRINTING_SHORTS_RANGES,
} from '../model/field-ranges.ts';
import {
  KIT_FORMAT_VERSION,
  type Kit,
  type KitLogo,
  type PlayerPrinting,
  type PlayerPrintingShorts,
  type PrintPreview,
} from '../model/kit.ts';
import type { Layer } from '../model/layers.ts';
import { rangeIn } from '../model/ranges.ts';
import { normaliseName } from '../names.ts';
import { CREATE_A_CLUB_COLORS, DEFAULT_KIT_COLORS, PREVIEW_MODE_COLORS } from './colors.ts';
import { defaultLayer } from './layers.ts';

/** Kit-level defaults and the new-kit factory (spec document 1, sections 4 and 9). */

function perArea<T>(make: (area: Area) => T): Record<Area, T> {
  return { shirt: make('shirt'), shorts: make('shorts'), socks: make('socks') };
}

export function defaultKitLogo(t: LogoSlot, game: Game, uuid = ''): KitLogo {
  const r = LOGO_RANGES[t];
  return {
    uuid,
    t,
    l: '',
    c: perArea(() => [...DEFAULT_KIT_COLORS.logos]),
    pos: perArea((area) => ({
      x: CUSTOM_POSITION_RANGES[area].x.default,
      y: CUSTOM_POSITION_RANGES[area].y.default,
      display: true,
    })),
    recolor: false,
    recolorInternal: false,
    size: rangeIn(r.size, game).default,
    position: rangeIn(r.position, game).default,
    position_x: rangeIn(r.position_x, game).default,
    rotation: rangeIn(r.rotation, game).default,
    saturation: rangeIn(r.saturation, game).default,
    shininess: rangeIn(r.shininess, game).default,
    metalness: rangeIn(r.metalness, game).default,
    disabled: false,
  };
}

export function defaultPlayerPrinting(): PlayerPrinting {
  const r = PRINTING_RANGES;
  return {
    name: '',
    nameSize: r.nameSize.default,
    nameArch: r.nameArch.default,
    belowNumber: false,
    nameOffset: r.nameOffset.default,
    number: r.number.default,
    numberSize: r.numberSize.default,
    offset: r.offset.default,
    frontNumber: false,
    frontNumberSize: r.frontNumberSize.default,
    frontNumberPosX: r.frontNumberPosX.default,
    frontNumberPosY: r.frontNumberPosY.default,
    font: '',
    c: [DEFAULT_KIT_COLORS.accents[0]],
    border: false,
    borderWidth: r.borderWidth.default,
    disabled: false,
  };
}

export function defaultPlayerPrintingShorts(): PlayerPrintingShorts {
  const r = PRINTING_SHORTS_RANGES;
  return {
    enabled: false,
    size: r.size.default,
    side: 'left',
    posX: r.posX.default,
    posY: r.posY.default,
    c: [DEFAULT_KIT_COLORS.accents[0]],
    border: false,
    borderWidth: r.borderWidth.default,
  };
}

export function defaultPrintPreview(): PrintPreview {
  const out: Record<string, number | boolean> = { hasArc: false };
  for (const [key, param] of Object.entries(PRINT_PREVIEW_RANGES)) out[key] = param.default;
  return out as unknown as PrintPreview;
}

/** A kit with no layers and every kit-level field at its default. */
export function emptyKit(game: Game): Kit {
  return {
    version: KIT_FORMAT_VERSION,
    game,
    name: '',
    published: false,
    id: null,
    baseId: null,
    baseKey: '',
    saveImage: '',
    saveName: '',
    template: '',
    ls: false,
    collar: 0,
    selectedShorts: 0,
    shininess: KIT_RANGES.shininess.default,
    metalness: KIT_RANGES.metalness.default,
    hideTemplateDetails: false,
    isCreateAClub: false,
    fm_teamid: '',
    fm_kittype: 'home',
    customPos: [],
    playerPrinting: defaultPlayerPrinting(),
    playerPrintingShorts: defaultPlayerPrintingShorts(),
    hotspots: defaultPrintPreview(),
    layers: { shirt: [], shorts: [], socks: [], extra: [] },
    logos: [],
  };
}

export interface NewKitOptions {
  /** Create-a-club mode: red main and sleeves, green and blue accents. */
  createAClub?: boolean;
  /** Preview mode: the four greys (document 1 §9), under and around the user's own images. */
  preview?: boolean;
}

/**
 * A fresh kit for `game`: base colour layers and the template layer per area, in the default
 * colours (or the create-a-club colours). Basketball has no socks view, so no socks layers.
 */
export function newKit(game: Game, template?: string | TemplateInfo, options: NewKitOptions = {}): Kit {
  const kit = emptyKit(game);
  const [g1, g2, g3, g4] = PREVIEW_MODE_COLORS;
  const palette = options.preview
    ? { main: g1, sleeves: g2, accents: [g3, g4] }
    : options.createAClub
      ? CREATE_A_CLUB_COLORS
      : DEFAULT_KIT_COLORS;
  if (typeof template === 'string') kit.template = normaliseName(template);
  else if (template) {
    kit.template = normaliseName(template.name);
    kit.ls = template.long_sleeve;
  }
  kit.isCreateAClub = options.createAClub === true;
  const area = (name: Area): Layer[] => {
    if (name === 'socks' && game === 'basketball') return [];
    const base = defaultLayer('base', { game, type: 'base', uuid: newLayerId() });
    base.c = [palette.main];
    const layers: Layer[] = [base];
    if (name === 'shirt') {
      const sleeves = defaultLayer('base', { game, type: 'sleeves', uuid: newLayerId() });
      sleeves.c = [palette.sleeves];
      layers.push(sleeves);
    }
    const templateLayer = defaultLayer('template', { game, uuid: newLayerId() });
    templateLayer.c = [...palette.accents];
    layers.push(templateLayer);
    return layers;
  };
  for (const name of AREAS) kit.layers[name] = area(name);
  return kit;
}
