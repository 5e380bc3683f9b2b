import { parseHexColor, textColorOn } from '../colors.ts';
import { newKit } from '../defaults/kit.ts';
import type { Area, FmKitType, Game } from '../model/basics.ts';
import type { TemplateItem } from '../model/catalogue.ts';
import type { Kit, KitLogo } from '../model/kit.ts';
import type { Layer } from '../model/layers.ts';
import { serialiseKit } from '../serialise/serialise.ts';
import {
  candidateTemplates,
  recipeAssets,
  usable,
  type AccessOptions,
  type GeneratorCatalogue,
} from './catalogue.ts';
import {
  COLLAR_BRAND_CATEGORY,
  DESIGN_CANVAS,
  GENERATOR_DESIGNS,
  GENERATOR_ODDS,
  type GeneratorDesign,
} from './constants.ts';
import { bordered, type LayerMaker } from './layers.ts';
import {
  chooseCrest,
  chooseSponsor,
  type CrestChoice,
  isFullColorSponsor,
  logoByName,
  monochromeCrestOn,
  placedLogo,
} from './logos.ts';
import { randomColor, randomColorApart } from './palette.ts';
import { createRng, type Rng } from './prng.ts';
import { RECIPES } from './recipes.ts';
import { teamColors, teamDesigns, type Team } from './team.ts';

/**
 * The random kit generator (document 2 §3, §4, §9): pure, seeded, shared by the editor's admin
 * test generation, the `npm run generate` CLI and the server. Same seed and inputs, same kit.
 */

/** Random generator instructions (document 2 §3): whatever is given is kept, the rest is drawn. */
export interface GeneratorInstructions {
  readonly shirt?: { readonly design?: GeneratorDesign; readonly colors?: readonly string[] };
  readonly shorts?: { readonly colors?: readonly string[] };
  readonly socks?: { readonly colors?: readonly string[] };
  readonly logos?: { readonly team?: string; readonly sponsor?: string };
  readonly brand?: string;
}

export interface GenerateOptions extends AccessOptions {
  readonly game: Game;
  readonly seed: string | number;
  readonly catalogue: GeneratorCatalogue;
  readonly instructions?: GeneratorInstructions;
  readonly team?: Team;
  /** Which of the team's kits (home default). */
  readonly kitType?: FmKitType;
  readonly years?: { readonly from: number; readonly to: number };
}

/** What random generation returns (document 2 §4); the editor adds the texture and mini kit. */
export interface GeneratedKit {
  readonly kit: Kit;
  /** serialiseKit(kit): what a save or a file holds. */
  readonly data: string;
  /** The two main shirt colours. */
  readonly colors: readonly [string, string];
  readonly design: GeneratorDesign;
  readonly template: string;
  /** The template's name as the catalogue shows it. */
  readonly templateName: string;
  /** How the team crest was chosen (document 2 §9 logo odds); null when there is none. */
  readonly crest: CrestChoice | null;
  /** The colours each garment was given: shirt main, second (and third); shorts and socks in order. */
  readonly fixed: {
    readonly shirt: readonly string[];
    readonly shorts: readonly string[];
    readonly socks: readonly string[];
  };
}

/** Front panel width of each game's shirt layout (src/games/<game>/layout.ts), for the recipes' lengths. */
const FRONT_PANEL_WIDTH: Record<Game, number> = {
  eafc: 1024,
  fifa: 1024,
  basketball: 1024,
  pes: 768,
  fm: 311,
};

function given(colors: readonly string[] | undefined): string[] {
  return (colors ?? []).flatMap((text) => {
    const parsed = parseHexColor(text);
    return parsed.ok ? [parsed.color] : [];
  });
}

/** Main, second and (with the §9 odds) third shirt colours: given ones first, the rest drawn apart. */
export function drawPalette(
  rng: Rng,
  fixed: readonly string[],
): { main: string; second: string; third: string | null } {
  const main = fixed[0] ?? randomColor(rng);
  const second = fixed[1] ?? randomColorApart(rng, [main]);
  const third =
    fixed[2] ??
    (fixed.length < 2 && rng.chance(GENERATOR_ODDS.thirdColor)
      ? randomColorApart(rng, [main, second])
      : null);
  return { main, second, third };
}

/** Two garment colours, reversed with the §9 odds unless the team's data says. */
function garmentColors(
  rng: Rng,
  fixed: string[],
  fallback: [string, string],
  reverse: boolean | undefined,
): string[] {
  const colors =
    fixed.length >= 2 ? fixed.slice(0, 2) : fixed.length === 1 ? [fixed[0]!, fallback[1]] : [...fallback];
  const reversed = reverse ?? rng.chance(GENERATOR_ODDS.reverseOrder);
  return reversed ? [colors[1]!, colors[0]!] : colors;
}

export function collarFor(rng: Rng, template: TemplateItem): number {
  const odds =
    template.brand_cat === COLLAR_BRAND_CATEGORY ? GENERATOR_ODDS.collarFavoured : GENERATOR_ODDS.collarOther;
  const on = rng.chance(odds);
  return on && template.collar > 1 ? rng.int(1, template.collar - 1) : 0;
}

function setStack(
  kit: Kit,
  area: Area,
  base: string,
  accents: string[],
  disabled: boolean,
  extra: Layer[] = [],
  sleeves?: string,
): void {
  const layers: Layer[] = [];
  for (const layer of kit.layers[area]) {
    if (layer.n === 'base')
      layers.push({ ...layer, c: [layer.type === 'sleeves' ? (sleeves ?? base) : base] });
    else if (layer.n === 'template') {
      layers.push(...extra);
      layers.push({ ...layer, c: accents, disabled });
    } else layers.push(layer);
  }
  kit.layers[area] = layers;
}

export function generateKit(options: GenerateOptions): GeneratedKit {
  const { game, catalogue, instructions = {}, team } = options;
  const kitType = options.kitType ?? 'home';
  const entry = team?.[kitType];
  const rng = createRng(options.seed);

  // Colours: the instructions win, then the team's kit, then the draw.
  const shirtGiven = given(instructions.shirt?.colors).slice(0, 3);
  const fixedShirt = shirtGiven.length > 0 ? shirtGiven : entry ? entry.colors_hex.slice(0, 3) : [];
  const palette = drawPalette(rng, fixedShirt);
  const { main, second } = palette;
  const third = palette.third ?? main;

  const teamDesignList = entry ? teamDesigns(entry) : [];
  const design: GeneratorDesign =
    instructions.shirt?.design ??
    (teamDesignList.length > 0 && !rng.chance(entry!.randomness)
      ? rng.pick(teamDesignList)
      : rng.pick(GENERATOR_DESIGNS));

  const brand = instructions.brand ?? (team && !team.brandRandom ? team.brand : undefined);
  const templates = candidateTemplates(catalogue.templates, { ...options, game, brand });
  if (templates.length === 0) throw new Error(`No template for ${game} in the catalogue`);
  const template = rng.pick(templates);

  const kit = newKit(game, {
    name: template.name,
    collars: template.collar,
    long_sleeve: template.long_sleeve,
  });
  // newKit draws its layer ids from crypto: redraw them from the seed, or the kit would not repeat.
  for (const area of ['shirt', 'shorts', 'socks'] as const)
    kit.layers[area] = kit.layers[area].map((layer) => ({ ...layer, uuid: rng.uuid() }));
  kit.selectedShorts = template.settings.shortstyle[0] ?? 0;
  kit.collar = collarFor(rng, template);
  if (game === 'fm') {
    kit.fm_kittype = kitType;
    if (team?.fm_id != null) kit.fm_teamid = String(team.fm_id);
  }

  const shorts = garmentColors(
    rng,
    given(instructions.shorts?.colors).length > 0
      ? given(instructions.shorts?.colors)
      : entry
        ? teamColors(entry, entry.colors_shorts)
        : [],
    [main, second],
    entry?.shorts_reverse,
  );
  const socks = garmentColors(
    rng,
    given(instructions.socks?.colors).length > 0
      ? given(instructions.socks?.colors)
      : entry
        ? teamColors(entry, entry.colors_socks)
        : [],
    [main, second],
    entry?.socks_reverse,
  );

  const accent = rng.chance(GENERATOR_ODDS.accentColor);
  const templateOff = rng.chance(GENERATOR_ODDS.templateDisabled);
  const maker: LayerMaker = { game, rng, scale: FRONT_PANEL_WIDTH[game] / (DESIGN_CANVAS / 2) };
  const recipe = RECIPES[design]({
    maker,
    main,
    second,
    third,
    graphics: recipeAssets(usable(catalogue.graphics, options)),
    patterns: recipeAssets(usable(catalogue.patterns, options)),
  });
  setStack(
    kit,
    'shirt',
    main,
    accent ? [second, third] : [main, second],
    templateOff,
    bordered(recipe.layers, main),
    recipe.sleeves,
  );
  setStack(
    kit,
    'shorts',
    shorts[0]!,
    accent ? [shorts[1]!, shorts[0]!] : [shorts[0]!, shorts[1]!],
    templateOff,
  );
  setStack(kit, 'socks', socks[0]!, accent ? [socks[1]!, socks[0]!] : [socks[0]!, socks[1]!], templateOff);

  const logos = chooseLogos(
    rng,
    options,
    template,
    kitType,
    { shirt: main, shorts: shorts[0]!, socks: socks[0]! },
    second,
  );
  kit.logos = logos.logos;

  return {
    kit,
    data: serialiseKit(kit),
    colors: [main, second],
    design,
    template: kit.template,
    templateName: template.name,
    crest: logos.crest,
    fixed: { shirt: palette.third ? [main, second, palette.third] : [main, second], shorts, socks },
  };
}

function chooseLogos(
  rng: Rng,
  options: GenerateOptions,
  template: TemplateItem,
  kitType: FmKitType,
  backgrounds: Record<Area, string>,
  second: string,
): { logos: KitLogo[]; crest: CrestChoice | null } {
  const logos = usable(options.catalogue.logos, options);
  const out: KitLogo[] = [];
  // Logos on a garment read by the §9 luminance rule: black from 155, else white.
  const readable = (background: string) => [textColorOn(background), second];
  const brandItem = template.brand.name ? logoByName(logos, template.brand.name) : undefined;
  if (brandItem) {
    const logo = placedLogo(options.game, 'brand', rng.uuid(), brandItem, backgrounds, readable);
    const { logoShirt, logoShorts, logoSocks } = template.brand;
    out.push({
      ...logo,
      pos: {
        shirt: { ...logo.pos.shirt, display: logoShirt },
        shorts: { ...logo.pos.shorts, display: logoShorts },
        socks: { ...logo.pos.socks, display: logoSocks },
      },
    });
  }
  const wantedCrest = options.instructions?.logos?.team;
  const wantedItem = wantedCrest ? logoByName(logos, wantedCrest) : undefined;
  const crest: CrestChoice | null = wantedItem
    ? { name: wantedItem.name, kind: 'main', monochrome: false }
    : chooseCrest(rng, logos, kitType, options.team);
  const crestItem = crest ? logoByName(logos, crest.name) : undefined;
  if (crest && crestItem) {
    const colorsOn = crest.monochrome
      ? monochromeCrestOn
      : (background: string) => [second, textColorOn(background), background];
    out.push(placedLogo(options.game, 'team', rng.uuid(), crestItem, backgrounds, colorsOn));
  }
  const sponsorName = chooseSponsor(rng, logos, options.team, options.instructions?.logos?.sponsor);
  const sponsorItem = sponsorName ? logoByName(logos, sponsorName) : undefined;
  if (sponsorItem) {
    const full = isFullColorSponsor(sponsorItem.name);
    out.push(
      placedLogo(
        options.game,
        'sponsor',
        rng.uuid(),
        sponsorItem,
        backgrounds,
        full ? null : (b) => [textColorOn(b)],
      ),
    );
  }
  return { logos: out, crest: crestItem ? crest : null };
}
