import type { SavedKit } from '../../api/index.ts';
import { canTransfer, gameLayout } from '../../games/index.ts';
import { loadGame } from '../../games/load.ts';
import type { EditorContext } from '../context.ts';
import { convertAddress, convertedKitData, GAMES, type Game } from '../kit.ts';
import { message, TOAST_MS, type Message } from '../messages.ts';
import { openDialogAtom } from '../state.ts';

const isGame = (value: string): value is Game => (GAMES as readonly string[]).includes(value);

/**
 * "Convert to …" on a saved kit (issue 29): the kit opens in another game's editor as a new kit
 * that is not saved anywhere yet, its layers carried region to region (src/kit/convert.ts says
 * why layers and not a picture). The saved kit is only read: nothing is sent to the server until
 * the player saves the new kit, which asks a name as any first save does.
 */
export function convertActions(
  ctx: EditorContext,
  game: Game,
  openConvertData: (text: string) => boolean,
  confirmDiscard: () => Promise<boolean>,
) {
  const refuse = (key: string, values: Record<string, string | Message>) => {
    ctx.toast(message(key, values), TOAST_MS.long, 'error');
    return null;
  };
  const actions = {
    /**
     * The games a kit of `from` can be converted to: every other game whose layout carries the
     * kit's body, by the one region-to-region rule (src/games/region-transfer.ts). Loads those
     * games' layout chunks (small data) on first use.
     */
    async convertTargets(from: string): Promise<Game[]> {
      if (!isGame(from)) return [];
      await Promise.all(GAMES.map((g) => loadGame(g)));
      return GAMES.filter((to) => to !== from && canTransfer(gameLayout(from), gameLayout(to)));
    },
    /**
     * Converts `saved` for `to`. For this editor's own game the new kit opens here (after the
     * unsaved-changes question, as Load asks); for another game the answer is the address of
     * that game's editor carrying the kit, which the UI opens (leaving asks the page's own
     * question). Null when nothing is to open: the user stayed, or the kit cannot be converted,
     * which a toast says in the player's language.
     */
    async convertSavedKit(saved: SavedKit, to: Game, here: URL): Promise<string | null> {
      const name = saved.name.trim() === '' ? `#${saved.id}` : saved.name;
      const targets = await actions.convertTargets(saved.game);
      if (!targets.includes(to)) return refuse('convert.unsupported', { name, game: message(`game.${to}`) });
      const data = convertedKitData(saved.data, saved.game, to, saved.name);
      if (data === null) return refuse('convert.unreadable', { name });
      if (to !== game) return convertAddress(to, data, here);
      if (!(await confirmDiscard())) return null;
      if (!openConvertData(data)) return null;
      ctx.store.set(openDialogAtom, null);
      return null;
    },
  };
  return actions;
}
