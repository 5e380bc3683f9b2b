/**
 * The FM state of the kit creator (document 2 §3): where an fm kit goes in the game. The kit keeps
 * the team's Unique ID and the kit type (`fm_teamid`, `fm_kittype`: saved with it, so the Download
 * for FM dialog reopens on them after a reload); the session keeps what is only shown: the chosen
 * team's name and icon, the Custom toggle, and whether the saved id's team is being looked up.
 */
import { atom } from 'jotai';
import type { FmKitType } from '../kit/model/basics.ts';
import type { Editor } from './editor.ts';
import { useEditor } from './hooks.tsx';
import { isFmTeamId, setFmTarget, type FmTarget } from './kit.ts';
import { kitAtom } from './state.ts';

export interface FmTeamShown {
  name: string;
  fm_id: number;
  icon_url: string | null;
}

/** The chosen team's name and icon (session: fm_teamname, fm_teamlogo). */
export const fmTeamAtom = atom<FmTeamShown | null>(null);
/** Custom Unique ID instead of a searched team (session: customFmId). */
export const fmCustomAtom = atom(false);
/** The saved id's team is being looked up (session: fmTeamLoading). */
export const fmTeamLoadingAtom = atom(false);

function buildFmTargetActions(editor: Editor) {
  const { store, context } = editor;
  const target = (change: Partial<FmTarget>) => context.edit((kit) => setFmTarget(kit, change));
  return {
    /** A team picked from the search: its id goes into the kit. */
    chooseTeam(team: FmTeamShown): boolean {
      store.set(fmCustomAtom, false);
      store.set(fmTeamAtom, { name: team.name, fm_id: team.fm_id, icon_url: team.icon_url });
      return target({ teamId: String(team.fm_id) });
    },
    /** The Custom toggle: on clears the team's name, off clears the id too. */
    setCustom(on: boolean): boolean {
      store.set(fmCustomAtom, on);
      store.set(fmTeamAtom, null);
      return on ? true : target({ teamId: '' });
    },
    /**
     * The custom Unique ID as typed (written when the field is left or a download starts). Text
     * that is no Unique ID is not saved: the download then says what is wrong with it.
     */
    setCustomId(teamId: string): boolean {
      return isFmTeamId(teamId) && target({ teamId });
    },
    setKitType(kitType: FmKitType): boolean {
      return target({ kitType });
    },
    /**
     * Brings the shown team in line with the kit's fm_teamid (a kit just loaded): its name and
     * icon from the team database, or the id as a custom one when the database does not list it.
     */
    async showSavedTeam(): Promise<void> {
      const id = store.get(kitAtom).fm_teamid;
      const shown = store.get(fmTeamAtom);
      if (id === '') {
        store.set(fmTeamAtom, null);
        return;
      }
      if (store.get(fmCustomAtom) || (shown !== null && String(shown.fm_id) === id)) return;
      store.set(fmTeamAtom, null);
      let found: FmTeamShown | undefined;
      if (/^\d{1,15}$/.test(id)) {
        store.set(fmTeamLoadingAtom, true);
        try {
          const reply = await context.api.fmTeamById(id);
          found = reply.success ? reply.data.find((team) => String(team.fm_id) === id) : undefined;
        } catch {
          found = undefined; // offline or refused: the id still shows, as a custom one
        } finally {
          store.set(fmTeamLoadingAtom, false);
        }
      }
      if (store.get(kitAtom).fm_teamid !== id) return; // the user chose another meanwhile
      if (found) store.set(fmTeamAtom, { name: found.name, fm_id: found.fm_id, icon_url: found.icon_url });
      else store.set(fmCustomAtom, true);
    },
  };
}
export type FmTargetActions = ReturnType<typeof buildFmTargetActions>;

const made = new WeakMap<Editor, FmTargetActions>();

export function fmTargetActions(editor: Editor): FmTargetActions {
  let actions = made.get(editor);
  if (!actions) {
    actions = buildFmTargetActions(editor);
    made.set(editor, actions);
  }
  return actions;
}

export function useFmTarget(): FmTargetActions {
  return fmTargetActions(useEditor());
}
