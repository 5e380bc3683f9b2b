import {
  KIT_NAME_MAX,
  KitDataTooLargeError,
  serialiseKit,
  suggestedKitName,
  trackChanges,
  withoutLocalUploads,
  type Kit,
  type KitContext,
} from '../kit.ts';
import type { EditorContext } from '../context.ts';
import { failureMessage } from '../failure.ts';
import { message, TOAST_MS } from '../messages.ts';
import { showStorageFull } from '../storage-full.ts';
import { changesAtom, modeAtom, saveNamingAtom, sessionAtom, statusAtom, userAtom } from '../state.ts';

/** The server's error for a competition entry (document 1 §8). */
const COMPETITION_ERROR = 'cannot edit competition entry';
const GET_PLUS = { label: 'link.getPlus', href: '/plus/' } as const;
const GET_PLUS_ULTIMATE = { label: 'link.getPlusUltimate', href: '/plus/' } as const;

export type SaveOutcome = 'saved' | 'refused' | 'failed';
/** What asking to save led to: a save's outcome, the name dialog opened, or the user stopped. */
type SaveRequestOutcome = SaveOutcome | 'naming' | 'cancelled';

/**
 * The base a new kit records: the kit it was saved from (own) or opened from. A private kit of
 * someone else counts only with the share key it was opened by (the server checks it).
 */
function baseOf(kit: Kit, asNew: boolean): { baseid: number | null; basekey?: string } {
  const baseid = asNew ? (kit.id ?? kit.baseId) : kit.baseId;
  return baseid !== null && baseid === kit.baseId && kit.baseKey !== ''
    ? { baseid, basekey: kit.baseKey }
    : { baseid };
}

/**
 * Save, Save changes and Save as new (document 1 §7, §8): storage check, size limit, preview
 * upload, then the kit. Every failure ends in the spec's toast; the document is never touched
 * except for the id and image a successful save hands back.
 */
export function saveActions(
  ctx: EditorContext,
  capturePreview: () => Promise<string | null>,
  /** The templates the kit may name: `ls` is saved only when it differs from its template's. */
  kitContext: () => KitContext = () => ({}),
  /** The display name of the kit's template, which a first save offers as the kit's name. */
  templateName: (template: string) => string | undefined = () => undefined,
) {
  const { store, api } = ctx;

  const networkFailure = (error: unknown) => ctx.toast(failureMessage(error, 'save'), TOAST_MS.long, 'error');

  /**
   * A save that would drop an uploaded logo (uploads live only in this page, document 2 §5) says
   * so first, and the player may stop: Plus members can keep an upload as a preset first.
   */
  const uploadsMayGo = async (): Promise<boolean> => {
    const kit = store.get(sessionAtom).kit;
    if (withoutLocalUploads(kit) === kit) return true;
    const plus = store.get(userAtom)?.premium === true;
    return ctx.ask(message(plus ? 'save.uploadsDroppedPlus' : 'save.uploadsDropped'));
  };

  const actions = {
    /**
     * Save as the toolbar, Ctrl+S and the name dialog ask for it (issue 31): a kit's first save
     * and Save as new ask for its name first, offering the player's name or the template's
     * (never "Untitled kit"); every save first says when an uploaded logo would be dropped.
     */
    async requestSave(asNew = false): Promise<SaveRequestOutcome> {
      if (!actions.canSave()) return 'refused';
      const kit = store.get(sessionAtom).kit;
      if (kit.id === null || asNew) {
        store.set(saveNamingAtom, { asNew, name: suggestedKitName(kit.name, templateName(kit.template)) });
        return 'naming';
      }
      if (!(await uploadsMayGo())) return 'cancelled';
      return actions.save();
    },
    /** The name dialog's Save: the kit takes the name (not an undo step, as in Settings), then saves. */
    async saveNamed(name: string): Promise<SaveRequestOutcome> {
      const naming = store.get(saveNamingAtom);
      const chosen = name.trim().slice(0, KIT_NAME_MAX);
      if (naming === null || chosen === '') return 'refused';
      store.set(saveNamingAtom, null);
      const session = store.get(sessionAtom);
      if (session.kit.name !== chosen)
        store.set(sessionAtom, { ...session, kit: { ...session.kit, name: chosen } });
      if (!(await uploadsMayGo())) return 'cancelled';
      return actions.save(naming.asNew);
    },
    cancelNaming() {
      store.set(saveNamingAtom, null);
    },
    canSave() {
      const user = store.get(userAtom);
      return user !== null && user.email !== null && store.get(modeAtom) === 'edit';
    },
    async save(asNew = false): Promise<SaveOutcome> {
      const user = store.get(userAtom);
      if (user === null || user.email === null || store.get(modeAtom) !== 'edit') return 'refused';
      const kit = store.get(sessionAtom).kit;
      const id = asNew ? null : kit.id;
      let data: string;
      try {
        // The editor keeps showing a page-only upload; the stored kit leaves it out (doc 2 §5).
        data = serialiseKit(withoutLocalUploads(kit), kitContext());
      } catch (error) {
        if (error instanceof KitDataTooLargeError) {
          ctx.toast(message('kit.kitDataTooLarge'), TOAST_MS.long, 'error');
          return 'refused';
        }
        throw error;
      }
      store.set(statusAtom, 'saving');
      // Whichever call refuses a competition entry (the storage check first), the user sees
      // document 1 §8's text with the Edit on Showcase link, never the raw server text.
      const competitionRefusal = () =>
        ctx.toast(message('save.competition'), TOAST_MS.long, 'error', [
          { label: 'link.editOnShowcase', href: `/showcase/kit/${kit.id ?? ''}` },
        ]);
      try {
        const storage = await api.storage(id);
        if (!(storage.success && storage.allow_new)) {
          const serverError = storage.error ?? '';
          if (serverError === COMPETITION_ERROR) {
            competitionRefusal();
            return 'refused';
          }
          if (showStorageFull(ctx, user, serverError)) return 'refused';
          const links =
            serverError === '' && user.tier === 0 ? [user.premium ? GET_PLUS_ULTIMATE : GET_PLUS] : [];
          const text =
            serverError !== ''
              ? { key: 'save.serverText', values: { text: serverError } }
              : message('kit.maxStoredKits');
          ctx.toast(text, TOAST_MS.short, 'error', links);
          return 'refused';
        }
        const jpeg = await capturePreview();
        let image: string | null = null;
        if (jpeg !== null) {
          const upload = await api.uploadPreview(jpeg, id);
          if (!upload.success) {
            if (!showStorageFull(ctx, user, upload.error))
              ctx.toast(message('save.previewFailed'), TOAST_MS.long, 'error');
            return 'failed';
          }
          image = upload.image_url;
        }
        const reply = await api.saveKit({
          data,
          game: kit.game,
          image,
          ...(kit.name !== kit.saveName || id === null ? { name: kit.name } : {}),
          id,
          ...baseOf(kit, asNew),
        });
        if (!reply.success) {
          if (reply.error === COMPETITION_ERROR) competitionRefusal();
          else if (!showStorageFull(ctx, user, reply.error))
            ctx.toast(message('save.unknownError'), TOAST_MS.short, 'error', [GET_PLUS]);
          return 'failed';
        }
        const session = store.get(sessionAtom);
        store.set(sessionAtom, {
          ...session,
          kit: { ...session.kit, id: reply.id, saveImage: reply.image ?? '', saveName: session.kit.name },
        });
        store.set(changesAtom, (c) => trackChanges(c, 'saved', kit));
        if (reply.removed) {
          // The server stored the kit without what the user's membership does not include (Plus
          // ended mid-session, a catalogue that changed): the user must know, and stays to read it.
          const plus = reply.removed.reason === 'plus';
          ctx.toast(
            message(plus ? 'save.removedPlus' : 'save.removedEarlyAccess', {
              items: reply.removed.items.join(', '),
            }),
            null,
            'error',
            [plus ? GET_PLUS : GET_PLUS_ULTIMATE],
          );
        } else if (storage.status) {
          ctx.toast({ key: 'save.serverText', values: { text: storage.status } }, TOAST_MS.short);
        }
        return 'saved';
      } catch (error) {
        networkFailure(error);
        return 'failed';
      } finally {
        store.set(statusAtom, '');
      }
    },
  };
  return actions;
}
