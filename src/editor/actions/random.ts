import {
  findTeam,
  generateKit,
  randomizeKit,
  type GeneratedKit,
  type GeneratorDesign,
  type Team,
} from '../../kit/random/index.ts';
import {
  applied,
  replaceKit,
  trackChanges,
  unsavedChangesQuestion,
  type FmKitType,
  type Game,
} from '../kit.ts';
import { dropStaleSelection, type EditorContext } from '../context.ts';
import { message, TOAST_MS } from '../messages.ts';
import { preferences } from '../prefs.ts';
import { loadGeneratorCatalogue, loadTeams } from '../random.ts';
import { changesAtom, selectedLayerAtom, sessionAtom, statusAtom, userAtom } from '../state.ts';

/** A fresh seed for a user's Randomize (the kit itself is then reproducible from it). */
function freshSeed(): number {
  return globalThis.crypto.getRandomValues(new Uint32Array(1))[0]!;
}

export interface TestGeneration {
  readonly team: Team | null;
  readonly design: GeneratorDesign | null;
  readonly kitType: FmKitType;
  readonly seed?: string | number;
}

/**
 * Randomize (document 1 §4) and the admin's test generation (document 2 §6). Randomize is ONE
 * undo step ('edit kit') that brings the previous kit back; like a new kit it ends with the
 * unsaved-changes flag cleared, and it asks first when there are unsaved changes.
 */
export function randomActions(ctx: EditorContext, game: Game, idle: () => Promise<void>) {
  const { store, api } = ctx;

  const mayDiscard = async () =>
    unsavedChangesQuestion(store.get(changesAtom), store.get(sessionAtom)) === null ||
    (await ctx.ask(message('kit.unsavedChanges')));

  const access = () => ({
    user: store.get(userAtom) ?? { premium: false, tier: 0, admin: false },
    now: Date.now(),
  });

  /** Runs `work` under a status text; a failure is the generic error toast, the kit untouched. */
  const withStatus = async <T>(
    status: 'randomizing' | 'loading',
    work: () => Promise<T>,
  ): Promise<T | null> => {
    store.set(statusAtom, status);
    try {
      const result = await work();
      await idle();
      return result;
    } catch {
      ctx.toast(message('error.generic'), TOAST_MS.long, 'error');
      return null;
    } finally {
      store.set(statusAtom, '');
    }
  };

  return {
    /**
     * With a team chosen in Settings (`randomTeam`), the team-based generator draws the kit from
     * the team's colours, designs and crests (document 2 §4), the kit type an FM kit is for;
     * otherwise the simple randomizer. Resolves to the generator's result for a team, true for a
     * simple one, false when nothing changed.
     */
    async randomize(seed: string | number = freshSeed()): Promise<GeneratedKit | boolean> {
      if (!(await mayDiscard())) return false;
      const done = await withStatus('randomizing', async () => {
        const catalogue = await loadGeneratorCatalogue(api);
        const current = store.get(sessionAtom).kit;
        const team = preferences.randomTeam ? findTeam(await loadTeams(), preferences.randomTeam) : undefined;
        const generated = team
          ? generateKit({ game, seed, catalogue, team, kitType: current.fm_kittype, ...access() })
          : null;
        // A team without an FM id keeps the kit's own FM target (the download's chosen team).
        const kit = generated
          ? generated.kit.fm_teamid === '' && game === 'fm'
            ? { ...generated.kit, fm_teamid: current.fm_teamid }
            : generated.kit
          : randomizeKit(current, { seed, catalogue, ...access() }).kit;
        if (!ctx.edit(() => applied(kit, 'edit kit'))) return false;
        dropStaleSelection(ctx, kit);
        // The randomized kit is a starting point, not an unsaved edit (document 2 §4).
        store.set(changesAtom, (c) => trackChanges(c, 'new'));
        return generated ?? true;
      });
      return done ?? false;
    },
    /** Admin only: generates a kit for a team and design and shows it as the current kit. */
    async testGeneration(request: TestGeneration): Promise<GeneratedKit | null> {
      if (store.get(userAtom)?.admin !== true) return null;
      if (!(await mayDiscard())) return null;
      return withStatus('loading', async () => {
        const catalogue = await loadGeneratorCatalogue(api);
        const generated = generateKit({
          game,
          seed: request.seed ?? freshSeed(),
          catalogue,
          kitType: request.kitType,
          ...(request.team ? { team: request.team } : {}),
          ...(request.design ? { instructions: { shirt: { design: request.design } } } : {}),
        });
        store.set(sessionAtom, replaceKit(generated.kit));
        store.set(selectedLayerAtom, null);
        store.set(changesAtom, (c) => trackChanges(c, 'new'));
        return generated;
      });
    },
  };
}
