import { NetworkError } from '../../api/index.ts';
import {
  KitDataTooLargeError,
  serialiseKit,
  trackChanges,
  withoutLocalUploads,
  type Kit,
  type KitContext,
} from '../kit.ts';
import type { EditorContext } from '../context.ts';
import { message, TOAST_MS } from '../messages.ts';
import { changesAtom, modeAtom, sessionAtom, statusAtom, userAtom } from '../state.ts';

/** The server's error for a competition entry (document 1 §8). */
const COMPETITION_ERROR = 'cannot edit competition entry';
const GET_PLUS = { label: 'link.getPlus', href: '/plus/' } as const;
const GET_PLUS_ULTIMATE = { label: 'link.getPlusUltimate', href: '/plus/' } as const;

export type SaveOutcome = 'saved' | 'refused' | 'failed';

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
) {
  const { store, api } = ctx;

  const networkFailure = (error: unknown) => {
    const detail = error instanceof NetworkError || error instanceof Error ? error.message : String(error);
    ctx.toast(message('save.errorDetail', { detail }), TOAST_MS.long, 'error');
  };

  return {
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
          if (reply.error === COMPETITION_ERROR) {
            competitionRefusal();
          } else {
            ctx.toast(message('save.unknownError'), TOAST_MS.short, 'error', [GET_PLUS]);
          }
          return 'failed';
        }
        const session = store.get(sessionAtom);
        store.set(sessionAtom, {
          ...session,
          kit: { ...session.kit, id: reply.id, saveImage: reply.image ?? '', saveName: session.kit.name },
        });
        store.set(changesAtom, (c) => trackChanges(c, 'saved'));
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
}
