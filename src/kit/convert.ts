/**
 * "Convert to …" on a saved kit (issue 29): a kit of one game handed to another game's editor as
 * a new kit, through the convert data the spec names as a way a kit starts (document 2 §2
 * "Startup": convert data loaded from a string, `#convert=` in src/kit/startup.ts).
 *
 * Why the converted kit is the layer stack itself and not a transferred picture: every layer
 * kind draws in its region's own space (the compositor's panel map), so the same layers drawn on
 * the other game's layout ARE the region-to-region transfer (src/games/region-transfer.ts), made
 * by the compositor at the target's full resolution, and they stay editable layers. A picture
 * would freeze the kit, lose detail to a second resampling, and need an upload the server would
 * store beside a kit that otherwise holds no pixels. What does not map 1:1 between games is left
 * to restoreKit's rules for a kit of another game, the same rules a kit loaded across games meets:
 * the record's id and the collar index go (another game's templates have other collars), a
 * template made for other games gives way to the target's first, game-only fields (FM's team)
 * are dropped. The football templates are made for all four football games, so between those
 * the template travels too; to or from basketball it gives way to the target's own.
 */
import { GAMES, type Game } from './model/basics.ts';
import { KIT_NAME_MAX } from './names.ts';
import { CONVERT_FRAGMENT, REMIX_PARAM } from './startup.ts';

/** Short game names for a converted kit's default name, "Derby (FM)": data, not interface text. */
export const GAME_SHORT_NAMES: Readonly<Record<Game, string>> = {
  eafc: 'EA FC',
  fifa: 'FIFA',
  pes: 'PES',
  fm: 'FM',
  basketball: 'NBA 2K',
};

/** The record fields that tie data to its saved kit: a converted kit is a new kit, never that one. */
const RECORD_FIELDS = ['id', 'key', 'baseId', 'base_id', 'baseKey', 'saveImage', 'saveName', 'published'];

const isGame = (value: unknown): value is Game =>
  typeof value === 'string' && (GAMES as readonly string[]).includes(value);

/** The name a converted kit offers at its first save: the source's, tagged with the target game. */
export function convertedKitName(name: string, to: Game): string {
  const suffix = ` (${GAME_SHORT_NAMES[to]})`;
  return `${name.trim().slice(0, KIT_NAME_MAX - suffix.length)}${suffix}`;
}

/**
 * A saved kit's data as convert data for `to`'s editor, or null when the data cannot be read.
 * The data keeps its own game (`from`, the record's game where the data names none), so the
 * target's restoreKit sees a kit of another game and applies its rules for one.
 */
export function convertedKitData(text: string, from: string, to: Game, name: string): string | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const kit: Record<string, unknown> = { ...(data as Record<string, unknown>) };
  for (const field of RECORD_FIELDS) delete kit[field];
  if (!isGame(kit.game) && isGame(from)) kit.game = from;
  kit.name = convertedKitName(name, to);
  return JSON.stringify(kit);
}

/** Query parameters that open a particular saved kit or mode: a converted kit is none of them. */
const KIT_PARAMS = ['kit', 'key', REMIX_PARAM, 'createclub'];

/**
 * The address of `to`'s editor with `data` as its convert data: the game's site, or, on the root
 * page run with `?game=` (scripts, tests), the same page for the other game; the page's other
 * settings (texture scale, effects) stay as they are.
 */
export function convertAddress(to: Game, data: string, here: URL): string {
  const query = new URLSearchParams(here.search);
  for (const param of KIT_PARAMS) query.delete(param);
  const onRoot = query.has('game');
  if (onRoot) query.set('game', to);
  const search = query.toString();
  const path = onRoot ? '/' : `/${to}/`;
  const fragment = new URLSearchParams({ [CONVERT_FRAGMENT]: data }).toString();
  return `${path}${search ? `?${search}` : ''}#${fragment}`;
}
