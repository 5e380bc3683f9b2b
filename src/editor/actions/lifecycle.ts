import type { SavedKit } from '../../api/index.ts';
import {
  changeTemplate,
  dressFromTemplate,
  KIT_MESSAGES,
  loadKit,
  normaliseName,
  replaceKit,
  startNewKit,
  templateInfo,
  trackChanges,
  unsavedChangesQuestion,
  type Game,
  type KitContext,
  type NewKitStart,
  type KitMessageKey,
  type Template,
  type TemplateInfo,
} from '../kit.ts';
import type { NewKitOptions } from '../../kit/defaults/kit.ts';
import { loadCatalogue, type CatalogueItem } from '../catalogue.ts';
import { entitlementContext, loadGateCatalogue, templateAccess } from '../entitlements.ts';
import type { EditorContext } from '../context.ts';
import { fitViewSettingsToUser } from '../view-entitlements.ts';
import { message, TOAST_MS } from '../messages.ts';
import {
  accountAnsweredAtom,
  changesAtom,
  gateCatalogueAtom,
  layerSelectionAtom,
  modeAtom,
  onKitTargetAtom,
  openDialogAtom,
  selectedLayerAtom,
  sessionAtom,
  statusAtom,
  userAtom,
  type EditorUser,
} from '../state.ts';

/** The i18n key of one of the kit's own messages (restore's toast arrives as its English text). */
export function kitMessageKey(text: string): string | null {
  const entry = (Object.entries(KIT_MESSAGES) as [KitMessageKey, string][]).find(
    ([, value]) => value === text,
  );
  return entry ? `kit.${entry[0]}` : null;
}

/** A templates.json entry carries the brand's placement; other catalogue items do not. */
function fullTemplate(item: CatalogueItem | undefined): Template | undefined {
  if (item === undefined || !('collar' in item)) return undefined;
  return typeof item.brand === 'object' && item.brand !== null ? (item as Template) : undefined;
}

/** The saved-kit record beside loaded data; `openedWithKey` is the share key of a link. */
export type LoadedRecord = Pick<SavedKit, 'id' | 'name' | 'image' | 'base_id'> & {
  own?: boolean;
  openedWithKey?: string;
};

/**
 * A kit started from `template`: the template's resets (document 1 §4 "Changing template": brand
 * logo in the brand slot, collar preview, short style, long-sleeve display) go through the kit's
 * changeTemplate, so a new kit and a template change agree; then the kit is dressed in the
 * template's colours and designs, the same look its tile is drawn from (`templateLook`).
 */
export function startFromTemplate(
  game: Game,
  info: TemplateInfo | undefined,
  item?: CatalogueItem,
  options: NewKitOptions = {},
  context: KitContext = {},
): NewKitStart {
  const start = startNewKit(game, info, options);
  const template = fullTemplate(item);
  if (!template) return start;
  const kit = changeTemplate(start.kit, template, context).kit;
  // The kit wears what the template's tile shows; preview mode's greys and create-a-club's
  // colours are that mode's own and stay.
  const ownColors = options.preview !== true && options.createAClub !== true && item !== undefined;
  return {
    ...start,
    kit: ownColors ? dressFromTemplate(kit, { colors: item.colors, designs: template.designs }) : kit,
  };
}

/**
 * Starting, loading and re-initialising. None of these is an undo step: each clears the history
 * and the unsaved-changes flag, and asks 'There are unsaved changes. Continue?' first when there
 * are any (document 1 §4).
 */
export function lifecycleActions(ctx: EditorContext, game: Game) {
  const { store, api } = ctx;
  let templates: TemplateInfo[] = [];
  let templateItems: CatalogueItem[] = [];
  const itemOf = (name: string) => templateItems.find((item) => normaliseName(item.name) === name);
  // The template a kit falls back to: the catalogue's first for this game (the list holds every
  // game's; a basketball editor must not start a kit on a football shirt).
  const ofGame = (t: TemplateInfo) => !t.games || t.games.includes(game);
  const firstOfGame = (): TemplateInfo | undefined => templates.find(ofGame) ?? templates[0];

  const kitContext = (): KitContext => ({
    game,
    ...entitlementContext(store),
    ...(templates.length > 0 ? { templates: new Map(templates.map((t) => [t.name, t])) } : {}),
  });

  const mayDiscard = async () => {
    const question = unsavedChangesQuestion(store.get(changesAtom), store.get(sessionAtom));
    return question === null || (await ctx.ask(message('kit.unsavedChanges')));
  };

  // A new kit keeps the page's mode: preview mode's greys, or a create-a-club kit stays one.
  const newKitOptions = (createAClub = store.get(sessionAtom).kit.isCreateAClub) => ({
    preview: store.get(modeAtom) === 'preview',
    createAClub: createAClub && (game === 'fifa' || game === 'eafc'),
  });

  const settle = () => {
    store.set(selectedLayerAtom, null);
    store.set(layerSelectionAtom, []);
    store.set(changesAtom, (c) => trackChanges(c, 'new'));
  };

  const actions = {
    /** Signs in the current user (if any) and reads the templates; 'An error occured' on failure. */
    async initialise() {
      store.set(statusAtom, 'loading');
      try {
        const [me, list, gates] = await Promise.all([
          api.me().catch(() => null),
          loadCatalogue(api, 'templates'),
          loadGateCatalogue(api),
        ]);
        // A function value would be taken as an updater: hand jotai one that returns it.
        store.set(gateCatalogueAtom, () => gates);
        templates = list.map(templateInfo);
        templateItems = list;
        const user: EditorUser | null =
          me && me.logged_in
            ? {
                premium: me.premium,
                tier: me.tier,
                admin: me.admin,
                username: me.username,
                email: me.email || null,
                image: me.image || null,
                signature: me.signature || null,
                activeUntil: me.active_until,
                renewsAt: me.active_until_calculated,
                subscribed: Boolean(me.subscription_id),
              }
            : null;
        store.set(userAtom, user);
        store.set(accountAnsweredAtom, me !== null);
        // The stored texture scale and UV quality hold only while the user may use them (an
        // account that could not be asked keeps them: a dropped request ends no membership).
        if (me !== null) fitViewSettingsToUser(ctx);
        const current = store.get(sessionAtom).kit;
        const first = firstOfGame();
        if (current.template === '' && first) {
          store.set(
            sessionAtom,
            replaceKit(startFromTemplate(game, first, itemOf(first.name), newKitOptions(), kitContext()).kit),
          );
          settle();
        }
        store.set(statusAtom, '');
      } catch {
        store.set(statusAtom, 'error');
      }
    },
    /** Start new: a fresh kit from `template` (or the current one), then quick recolor opens. */
    async startNew(template?: CatalogueItem) {
      // A Plus (or early-access) template is not started for a user who may not use it; the
      // chooser shows them why.
      if (template && templateAccess(store, template) !== 'ok') return false;
      // Another game's template is not a kit of this game (restoreKit would replace it on load).
      if (template && !ofGame(templateInfo(template))) return false;
      if (!(await mayDiscard())) return false;
      const info = template
        ? templateInfo(template)
        : (templates.find((t) => t.name === store.get(sessionAtom).kit.template) ?? firstOfGame());
      const start = startFromTemplate(
        game,
        info,
        template ?? (info ? itemOf(info.name) : undefined),
        newKitOptions(),
        kitContext(),
      );
      store.set(sessionAtom, replaceKit(start.kit));
      settle();
      store.set(openDialogAtom, start.opensQuickRecolor ? 'recolor' : null);
      return true;
    },
    /**
     * Create Club (fifa and eafc): a new kit in the create-a-club colours, saved with isCreateAClub;
     * `false` leaves it for a normal new kit. Asks first when there are unsaved changes.
     */
    async setCreateClub(on: boolean) {
      if (game !== 'fifa' && game !== 'eafc') return false;
      if (store.get(sessionAtom).kit.isCreateAClub === on) return true;
      if (!(await mayDiscard())) return false;
      const current = store.get(sessionAtom).kit.template;
      const info = templates.find((t) => t.name === current) ?? firstOfGame();
      store.set(sessionAtom, replaceKit(startNewKit(game, info, newKitOptions(on)).kit));
      settle();
      return true;
    },
    /** Loads saved kit data through restoreKit; premium content the user cannot use is skipped. */
    loadData(data: unknown, saved?: LoadedRecord) {
      const load = loadKit(data, kitContext());
      let kit = load.kit;
      // A kit from another game arrives as a new kit of this one: restore dropped its id and
      // collar, and the saved record's id must not come back (Save changes would overwrite it).
      const otherGame = load.report.changes.some((change) => change.code === 'game-changed');
      if (saved && otherGame) {
        kit = { ...kit, id: null, baseId: null, baseKey: '', name: saved.name };
      } else if (saved) {
        kit =
          saved.own === false
            ? // Another user's kit: its id becomes the base, with the key it was opened by (if any).
              { ...kit, id: null, baseId: saved.id, baseKey: saved.openedWithKey ?? '', name: saved.name }
            : {
                ...kit,
                id: saved.id,
                baseId: saved.base_id ?? null,
                baseKey: '',
                name: saved.name,
                saveImage: saved.image ?? '',
              };
      }
      store.set(sessionAtom, replaceKit(kit));
      store.set(selectedLayerAtom, null);
      store.set(onKitTargetAtom, null);
      store.set(changesAtom, (c) => trackChanges(c, 'loaded'));
      const toastKey = load.report.toast === null ? null : kitMessageKey(load.report.toast);
      if (toastKey) {
        // Persistent, with Get Plus and Close (document 1 §8); Plus members lacking the tier for
        // early access are offered Ultimate.
        const link =
          store.get(userAtom)?.premium === true
            ? { label: 'link.getPlusUltimate', href: '/plus/' }
            : { label: 'link.getPlus', href: '/plus/' };
        ctx.toast(message(toastKey), null, 'error', [link]);
      }
      return load.report;
    },
    /** Load from the saved-kits list: asks first when there are unsaved changes. */
    async loadSaved(saved: SavedKit, own = true) {
      if (!(await mayDiscard())) return false;
      let data: unknown;
      try {
        data = JSON.parse(saved.data);
      } catch {
        ctx.toast(message('error.generic'), TOAST_MS.long, 'error');
        return false;
      }
      actions.loadData(data, { ...saved, own });
      store.set(openDialogAtom, null);
      return true;
    },
    templates: () => templates,
    /** Whether the template chooser offers `item`: the templates made for this editor's game. */
    templateOfGame: (item: CatalogueItem) => ofGame(templateInfo(item)),
    /** 'There are unsaved changes. Continue?' when there are any; true when the user may go on. */
    confirmDiscard: mayDiscard,
    /** What restore and serialise know of the session: the game, the user and the templates. */
    kitContext,
    /** The catalogue colours of the kit's template (the armband's template state takes them). */
    templateColors(): string[] {
      const item = itemOf(store.get(sessionAtom).kit.template);
      return item ? [...item.colors] : [];
    },
    /** A template's display name in the catalogue (the kit holds its normalised name). */
    templateName: (template: string): string | undefined => itemOf(template)?.name,
  };
  return actions;
}
