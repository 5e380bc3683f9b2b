/**
 * The kits the teamkits page can fill a row from, per game (fifa, eafc): the unsaved kit the
 * editor keeps in this browser (for the account signed in here, or signed out), then the
 * player's saved kits when signed in. Each entry carries its kit data; the page restores the one
 * chosen.
 */
import type { ApiClient } from '../../api/index.ts';
import { storedDraft } from '../../editor/local-draft.ts';
import { restoreKit, type Game, type Kit } from '../../kit/index.ts';
import { allSavedKits } from '../minikit/saved-kits.ts';

export const TEAMKITS_GAMES = ['eafc', 'fifa'] as const satisfies readonly Game[];
export type TeamkitsGame = (typeof TEAMKITS_GAMES)[number];

export interface KitSource {
  /** 'draft', or 'saved-<id>'. */
  id: string;
  /** The saved kit's name, or the draft's (the page words it as the editor's unsaved kit). */
  name: string;
  draft: boolean;
  data: string;
}

export interface KitSources {
  signedIn: boolean;
  byGame: Record<TeamkitsGame, KitSource[]>;
}

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export async function loadKitSources(api: ApiClient): Promise<KitSources> {
  const me = await api.me().catch(() => null);
  const signedIn = me?.logged_in === true;
  const account = signedIn ? me.username : '';
  const forGame = async (game: TeamkitsGame): Promise<KitSource[]> => {
    const draft = storedDraft(game, account, localStorageOrNull());
    const saved = signedIn ? await allSavedKits(api, game) : [];
    return [
      ...(draft ? [{ id: 'draft', name: draft.name, draft: true, data: draft.data }] : []),
      ...saved.map((kit) => ({ id: `saved-${kit.id}`, name: kit.name, draft: false, data: kit.data })),
    ];
  };
  const [eafc, fifa] = await Promise.all(TEAMKITS_GAMES.map(forGame));
  return { signedIn, byGame: { eafc: eafc!, fifa: fifa! } };
}

/** The chosen kit, through the one door every kit enters by. */
export function sourceKit(source: KitSource, game: TeamkitsGame): Kit {
  let data: unknown = null;
  try {
    data = JSON.parse(source.data);
  } catch {
    // restoreKit answers an unreadable kit with an empty one of the game.
  }
  return restoreKit(data, { game }).kit;
}

/** The game the page opens on: the link's `?game=`, else EA FC. */
export function gameFromAddress(search: string): TeamkitsGame {
  const game = new URLSearchParams(search).get('game');
  return (TEAMKITS_GAMES as readonly string[]).includes(game ?? '') ? (game as TeamkitsGame) : 'eafc';
}
