import type { KitContext, TemplateInfo } from '../context.ts';
import { emptyKit } from '../defaults/kit.ts';
import { newLayerId } from '../ids.ts';
import { KIT_MESSAGES } from '../messages.ts';
import { migrate } from '../migrations/index.ts';
import { AREAS, FM_KIT_TYPES, GAMES, type Area, type Game } from '../model/basics.ts';
import { KIT_RANGES } from '../model/field-ranges.ts';
import { KIT_FORMAT_VERSION, type Kit, type KitLogo } from '../model/kit.ts';
import type { Layer } from '../model/layers.ts';
import { normaliseName } from '../names.ts';
import { gameHasRoughness } from '../rules/edits.ts';
import { canUseCustomPositions } from '../rules/premium.ts';
import { canGroup } from '../operations/groups.ts';
import { assetGate, detail3DBlocked, layerAsset, layerGate, type GateEnv } from './gates.ts';
import {
  restoreLogo,
  restorePlayerPrinting,
  restorePlayerPrintingShorts,
  restorePrintPreview,
} from './kit-parts.ts';
import { MAX_TEXT_LENGTH, restoreLayer, type LayerEnv } from './layer.ts';
import { get, isPlainObject, toPlain, type Plain, type PlainObject } from './plain.ts';
import { readBool, readChoice, readIndex, readNumber, readString } from './readers.ts';
import { PLUS_CODES, RestoreLog, TIER_CODES, type RestoreReport } from './report.ts';
import { validateKit } from '../schema/kit.ts';

/**
 * THE door for every kit that enters: server load, layer import, file, URL, JSON text or object,
 * old versions. Never throws. Whatever comes in, what comes out is a complete kit within every
 * limit, plus a report of what had to change and the toast that report calls for.
 */

export interface RestoreResult {
  kit: Kit;
  report: RestoreReport;
}

/** The game of a kit that names none and is loaded outside any editor. */
export const DEFAULT_GAME: Game = 'eafc';
/** Collar index bound when the template's collar count is unknown. */
export const MAX_COLLAR_INDEX = 99;
/** Short style bound when neither the template nor the game lists its styles. */
export const MAX_SHORT_STYLE = 9;
/** Shorts models of fifa and eafc unless the template lists its own. */
export const FIFA_SHORT_STYLES: readonly number[] = [0, 2, 3, 4, 6];

export function restoreKit(input: unknown, context: KitContext = {}): RestoreResult {
  const log = new RestoreLog();
  let fromVersion = 0;
  try {
    const result = restoreInto(input, context, log);
    fromVersion = result.fromVersion;
    const problem = validateKit(result.kit);
    if (problem === null) return { kit: result.kit, report: report(log, fromVersion, context) };
    log.change('internal-error', problem.path, problem.message);
  } catch (error) {
    log.change('internal-error', '', error instanceof Error ? error.message : String(error));
  }
  return { kit: emptyKit(context.game ?? DEFAULT_GAME), report: report(log, fromVersion, context) };
}

function report(log: RestoreLog, fromVersion: number, context: KitContext): RestoreReport {
  const gated = log.has(PLUS_CODES) || log.has(TIER_CODES);
  let toast: string | null = null;
  if (gated)
    toast = context.user?.premium ? KIT_MESSAGES.earlyAccessContentOnLoad : KIT_MESSAGES.premiumContentOnLoad;
  return { fromVersion, changes: log.changes, dropped: log.dropped, toast };
}

/** JSON text, a saved-kit record (data as text or object), saved data, or a working kit. */
function unwrap(input: unknown, log: RestoreLog): { data: PlainObject; record: PlainObject } | null {
  let value: unknown = input;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      log.change('invalid-input', '', 'not JSON');
      return null;
    }
  }
  const plain = toPlain(value);
  if (plain.truncated) log.change('truncated', '');
  if (!isPlainObject(plain.value)) {
    log.change('invalid-input', '', 'not an object');
    return null;
  }
  const outer = plain.value;
  const looksLikeKit = ['shirt', 'layers', 'template'].some((key) => get(outer, key) !== undefined);
  const inner = get(outer, 'data');
  if (!looksLikeKit && inner !== undefined) {
    let data: Plain | undefined = inner;
    if (typeof inner === 'string') {
      try {
        data = toPlain(JSON.parse(inner)).value;
      } catch {
        log.change('invalid-input', 'data', 'not JSON');
        return null;
      }
    }
    if (!isPlainObject(data)) {
      log.change('invalid-input', 'data', 'not an object');
      return null;
    }
    return { data, record: outer };
  }
  return { data: outer, record: outer };
}

function isGame(value: Plain | undefined): value is Game {
  return typeof value === 'string' && (GAMES as readonly string[]).includes(value);
}

function readId(raw: Plain | undefined, path: string, log: RestoreLog): number | null {
  if (raw === undefined || raw === null || raw === '') return null;
  const value = typeof raw === 'string' ? Number(raw) : raw;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value;
  log.change('invalid-value', path);
  return null;
}

function nowOf(context: KitContext): number {
  if (context.now === undefined) return Date.now();
  return typeof context.now === 'number' ? context.now : context.now.getTime();
}

function templateOf(
  context: KitContext,
  game: Game,
  name: string,
  log: RestoreLog,
): { name: string; info: TemplateInfo | undefined } {
  const templates = context.templates;
  if (!templates || templates.size === 0) return { name, info: undefined };
  const all = [...templates.values()];
  // A replacement comes from the kit's own game (a basketball kit never gets a football template).
  const ofGame = all.filter((t) => !t.games || t.games.includes(game));
  const candidates = ofGame.length > 0 ? ofGame : all;
  const known = templates.get(name);
  // Another game's template is not this kit's shirt (a football kit on a basketball jersey):
  // it gives way to the game's first template, as an unknown name does.
  const otherGame = known?.games !== undefined && !known.games.includes(game) && ofGame.length > 0;
  if (otherGame) log.change('not-in-game', 'template', `${name} -> ${ofGame[0]!.name}`);
  const info = otherGame ? undefined : known;
  if (info) {
    // A Plus (or early-access) template the user may not use gives way to the first one they
    // may, like any premium asset; the report carries the Plus toast. The editor on load and the
    // server's kit gate both come here, so both swap the same template for the same one.
    const env = { user: context.user, assets: context.assets, now: nowOf(context) };
    const gate = (candidate: string) => assetGate('templates', candidate, env);
    const blocked = gate(name);
    if (blocked === null) return { name, info };
    const open = candidates.find((t) => gate(t.name) === null);
    if (!open) return { name, info };
    log.drop(blocked, 'template', 'template', info.title ?? name);
    return { name: normaliseName(open.name), info: open };
  }
  if (context.keepUnknownTemplate && !otherGame) return { name, info: undefined };
  const first = candidates[0]!;
  if (!otherGame) log.change('unknown-template', 'template', `${name} -> ${first.name}`);
  return { name: normaliseName(first.name), info: first };
}

function restoreInto(
  input: unknown,
  context: KitContext,
  log: RestoreLog,
): { kit: Kit; fromVersion: number } {
  const unwrapped = unwrap(input, log);
  if (!unwrapped) return { kit: emptyKit(context.game ?? DEFAULT_GAME), fromVersion: 0 };
  const migrated = migrate(unwrapped.data);
  if (migrated.fromVersion < KIT_FORMAT_VERSION)
    log.change('migrated', 'version', `${migrated.fromVersion} -> ${KIT_FORMAT_VERSION}`);
  if (migrated.newer) log.change('newer-version', 'version', String(migrated.fromVersion));
  const data = migrated.data;
  const record = unwrapped.record;
  const field = (key: string): Plain | undefined => get(data, key) ?? get(record, key);

  const dataGame = [get(data, 'game'), get(record, 'game')].find(isGame);
  const game: Game = context.game ?? dataGame ?? DEFAULT_GAME;
  const gameChanged = context.game !== undefined && dataGame !== undefined && dataGame !== context.game;
  if (gameChanged) log.change('game-changed', 'game', `${dataGame} -> ${game}`);
  const env = { log, game };
  const kit = emptyKit(game);

  kit.name = readString(field('name'), '', MAX_TEXT_LENGTH, 'name', env);
  kit.published = readBool(field('published'), false, 'published', env);
  kit.id = gameChanged ? null : readId(field('id'), 'id', log);
  kit.baseId = readId(field('baseId') ?? field('base_id'), 'baseId', log);
  kit.baseKey = readString(field('baseKey'), '', MAX_TEXT_LENGTH, 'baseKey', env);
  kit.saveImage = readString(field('saveImage') ?? get(record, 'image'), '', 4096, 'saveImage', env);
  kit.saveName = readString(field('saveName'), '', MAX_TEXT_LENGTH, 'saveName', env);

  const template = templateOf(
    context,
    game,
    normaliseName(readString(field('template'), '', MAX_TEXT_LENGTH, 'template', env)),
    log,
  );
  kit.template = template.name;
  const info = template.info;
  kit.ls = readBool(field('ls'), info?.long_sleeve ?? false, 'ls', env);

  const collarCount = info ? Math.max(1, info.collars) : MAX_COLLAR_INDEX + 1;
  const collarRaw = field('collar');
  const collar = gameChanged
    ? 0
    : readIndex(collarRaw, Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER, 0, 'collar', env);
  if (collar < 0 || collar >= collarCount) log.change('collar-out-of-range', 'collar', `${collar} -> 0`);
  kit.collar = collar < 0 || collar >= collarCount ? 0 : collar;

  const shortStyles = info?.shortStyles ?? (game === 'fifa' || game === 'eafc' ? FIFA_SHORT_STYLES : null);
  const shorts = readIndex(
    field('selectedShorts'),
    Number.MIN_SAFE_INTEGER,
    Number.MAX_SAFE_INTEGER,
    0,
    'selectedShorts',
    env,
  );
  const shortsOk = shortStyles ? shortStyles.includes(shorts) : shorts >= 0 && shorts <= MAX_SHORT_STYLE;
  if (!shortsOk) log.change('shorts-unsupported', 'selectedShorts', `${shorts} -> 0`);
  kit.selectedShorts = shortsOk ? shorts : 0;

  kit.shininess = readNumber(field('shininess'), KIT_RANGES.shininess, 0, 'shininess', env);
  kit.metalness = readNumber(field('metalness'), KIT_RANGES.metalness, 0, 'metalness', env);
  if (!gameHasRoughness(game) && (kit.shininess !== 0 || kit.metalness !== 0)) {
    log.change('shininess-ignored', 'shininess');
    kit.shininess = 0;
    kit.metalness = 0;
  }
  kit.hideTemplateDetails = readBool(field('hideTemplateDetails'), false, 'hideTemplateDetails', env);
  kit.isCreateAClub = readBool(field('isCreateAClub'), false, 'isCreateAClub', env);
  const fmTeam = readString(field('fm_teamid'), '', 64, 'fm_teamid', env);
  const fmType = readChoice(field('fm_kittype'), FM_KIT_TYPES, 'home', 'fm_kittype', env);
  if (game !== 'fm' && (fmTeam !== '' || fmType !== 'home')) log.change('not-in-game', 'fm_teamid');
  kit.fm_teamid = game === 'fm' ? fmTeam : '';
  kit.fm_kittype = game === 'fm' ? fmType : 'home';
  kit.customPos = readCustomPos(field('customPos'), context, log);

  kit.playerPrinting = restorePlayerPrinting(field('playerPrinting'), 'playerPrinting', env);
  // A font the user may not use gives way to the default font, as a text layer's would be dropped.
  const printingFont = assetGate('fonts', kit.playerPrinting.font, {
    user: context.user,
    assets: context.assets,
    now: nowOf(context),
  });
  if (printingFont) {
    log.change(printingFont, 'playerPrinting.font', kit.playerPrinting.font);
    kit.playerPrinting.font = '';
  }
  kit.playerPrintingShorts = restorePlayerPrintingShorts(
    field('playerPrintingShorts'),
    'playerPrintingShorts',
    env,
  );
  kit.hotspots = restorePrintPreview(field('hotspots'), 'hotspots', env);

  const now =
    context.now === undefined
      ? Date.now()
      : typeof context.now === 'number'
        ? context.now
        : context.now.getTime();
  const uuids = new Set<string>();
  const nbaTypes = new Set<string>();
  const grouped = get(data, 'layers');
  const areaSource = (area: Area | 'extra'): Plain | undefined =>
    get(data, area) ?? (isPlainObject(grouped) ? get(grouped, area) : undefined);
  for (const area of [...AREAS, 'extra'] as const) {
    const layerEnv: LayerEnv = { log, game, area, uuids, newId: newLayerId };
    const gateEnv: GateEnv = { game, area, user: context.user, assets: context.assets, now };
    kit.layers[area] = restoreStack(areaSource(area), `layers.${area}`, layerEnv, gateEnv, nbaTypes);
  }

  const logosRaw = get(data, 'logos') ?? (isPlainObject(grouped) ? get(grouped, 'logos') : undefined);
  kit.logos = restoreLogos(logosRaw, { log, game, area: 'shirt', uuids, newId: newLayerId }, context, now);
  return { kit, fromVersion: migrated.fromVersion };
}

function readCustomPos(raw: Plain | undefined, context: KitContext, log: RestoreLog): Area[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) {
    log.change('invalid-value', 'customPos');
    return [];
  }
  const areas = AREAS.filter((area) => raw.includes(area));
  if (areas.length !== raw.length) log.change('invalid-value', 'customPos');
  if (areas.length > 0 && context.user && !canUseCustomPositions(context.user)) {
    log.change('premium-feature', 'customPos');
    return [];
  }
  return areas;
}

function displayName(layer: Layer, area: Area | 'extra'): string {
  // A custom pattern's asset is its image's URL: the message names the layer, not the address.
  const asset = layer.n === 'custom_pattern' ? null : layerAsset(layer, area);
  return asset?.name || layer.cname || layer.name || layer.n;
}

/** Restores, gates and de-duplicates one stack; then resolves masks within it. */
function restoreStack(
  raw: Plain | undefined,
  path: string,
  env: LayerEnv,
  gates: GateEnv,
  nbaTypes: Set<string>,
): Layer[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) {
    env.log.change('invalid-value', path);
    return [];
  }
  // Members of kinds that stay out of groups (operations/groups.ts), lifted out right after their
  // group: a group holding the base, template or printing would move what the template places.
  const lifted = new Map<Layer, Layer[]>();
  const accept = (item: Plain, itemPath: string, allowGroup: boolean): Layer | null => {
    const result = restoreLayer(item, itemPath, env, allowGroup);
    if (!('layer' in result)) {
      const code = result.kind === 'group' ? 'nested-group' : result.dropped;
      env.log.drop(code, itemPath, result.kind, '');
      return null;
    }
    const layer = result.layer;
    const gate = layerGate(layer, gates);
    if (gate) {
      env.log.drop(gate, itemPath, layer.n, displayName(layer, env.area));
      env.uuids.delete(layer.uuid);
      return null;
    }
    if (layer.n === 'nba_text') {
      if (nbaTypes.has(layer.type)) {
        env.log.drop('duplicate-nba-text', itemPath, layer.n, layer.type);
        env.uuids.delete(layer.uuid);
        return null;
      }
      nbaTypes.add(layer.type);
    }
    if (detail3DBlocked(layer, gates)) {
      env.log.change('premium-feature', `${itemPath}.detail3D`);
      layer.detail3D.enabled = false;
    }
    if (layer.n === 'group') {
      const children = isPlainObject(item) ? get(item, 'layers') : undefined;
      if (Array.isArray(children)) {
        const members = children.map((child, i) => accept(child, `${itemPath}.layers.${i}`, false));
        layer.layers = members.filter(
          (child): child is Exclude<Layer, { n: 'group' }> => child !== null && canGroup(child),
        );
        const out = members.filter((child): child is Layer => child !== null && !canGroup(child));
        members.forEach((child, i) => {
          if (child !== null && !canGroup(child)) env.log.change('not-groupable', `${itemPath}.layers.${i}`);
        });
        if (out.length > 0) lifted.set(layer, out);
      } else if (children !== undefined && children !== null)
        env.log.change('invalid-value', `${itemPath}.layers`);
    }
    return layer;
  };
  const stack = raw.flatMap((item, i) => {
    const layer = accept(item, `${path}.${i}`, true);
    return layer === null ? [] : [layer, ...(lifted.get(layer) ?? [])];
  });
  resolveMasks(stack, path, env);
  return stack;
}

function resolveMasks(stack: Layer[], path: string, env: LayerEnv): void {
  const all = stack.flatMap((layer) => (layer.n === 'group' ? [layer, ...layer.layers] : [layer]));
  const ids = new Set(all.map((layer) => layer.uuid));
  for (const layer of all) {
    if (layer.mask !== null && (layer.mask === layer.uuid || !ids.has(layer.mask))) {
      env.log.change('missing-mask', `${path}.${layer.uuid}.mask`);
      layer.mask = null;
    }
  }
}

function restoreLogos(raw: Plain | undefined, env: LayerEnv, context: KitContext, now: number): KitLogo[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) {
    env.log.change('invalid-value', 'logos');
    return [];
  }
  const gates: GateEnv = { game: env.game, area: 'shirt', user: context.user, assets: context.assets, now };
  const slots = new Set<string>();
  const logos: KitLogo[] = [];
  raw.forEach((item, i) => {
    const result = restoreLogo(item, `logos.${i}`, env, gates, slots);
    if (result.logo) logos.push(result.logo);
    else if (result.dropCode) env.log.drop(result.dropCode, `logos.${i}`, result.kind, result.name);
  });
  return logos;
}
