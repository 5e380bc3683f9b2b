import { atom } from 'jotai';
import type { RenameReply, SimpleReply, UploadedImage } from '../api/index.ts';
import {
  addCustomLogo,
  isLocalUpload,
  replaceCustomLogoImage,
  uploadQuota,
  UPLOAD_QUOTA_WARNING_RATIO,
  type StackName,
} from './kit.ts';
import type { EditorContext } from './context.ts';
import { failureMessage } from './failure.ts';
import { message, TOAST_MS, type Message } from './messages.ts';
import { selectedLayerAtom, sessionAtom, userAtom } from './state.ts';
import { showStorageFull, upgradeLink } from './storage-full.ts';

/**
 * Logo uploads (document 1 §5, §7, §8; document 2 §5). A picked image is checked here (JPEG or
 * PNG, at most 1 MB) and is usable at once as a custom logo layer, for every user: it lives in
 * this page only (a blob: URL). A Plus member converts it into a preset, which stores it on the
 * server (upload_image, quota by tier) so that it survives the page and appears in the uploads
 * category. The user's stored uploads are listed and can be deleted.
 */

export const LOGO_UPLOAD_TYPES = ['image/jpeg', 'image/png'] as const;
export const LOGO_UPLOAD_MAX_BYTES = 1024 * 1024;

/** Why a picked file cannot be a logo (the spec's texts as i18n keys), or null when it can. */
export function logoUploadProblem(file: { readonly type: string; readonly size: number }): Message | null {
  if (!(LOGO_UPLOAD_TYPES as readonly string[]).includes(file.type)) return message('kit.invalidFiletype');
  if (file.size > LOGO_UPLOAD_MAX_BYTES) return message('kit.fileTooLarge');
  return null;
}

/** An upload of this page, not stored yet. */
export interface LocalUpload {
  readonly url: string;
  readonly name: string;
  readonly file: Blob;
}

/** The signed-in user's stored uploads ('signed-out' for an anonymous visitor). */
export type StoredUploads =
  | { readonly state: 'signed-out' | 'loading' | 'error' }
  | {
      readonly state: 'ready';
      readonly images: readonly UploadedImage[];
      readonly count: number;
      readonly max: number;
      /** Bytes the account stores of its storage quota (absent from older servers). */
      readonly storage?: { readonly used: number; readonly max: number };
    };

export const localUploadsAtom = atom<readonly LocalUpload[]>([]);
export const storedUploadsAtom = atom<StoredUploads>({ state: 'signed-out' });

/** Above 80% of the quota the count shows in a warning style (document 2 §5). */
export function quotaWarning(count: number, max: number): boolean {
  return max > 0 && count > max * UPLOAD_QUOTA_WARNING_RATIO;
}

/** The stored uploads' orders (document 2 §9): Newest, Oldest, Name (asc.), Name (desc.). */
export const UPLOAD_SORTS = ['newest', 'oldest', 'nameAsc', 'nameDesc'] as const;
export type UploadSort = (typeof UPLOAD_SORTS)[number];
export const uploadSortAtom = atom<UploadSort>('newest');

/** `images` in `sort`'s order; uploads of the same second keep the order they were stored in. */
export function sortedUploads(images: readonly UploadedImage[], sort: UploadSort): UploadedImage[] {
  const byName = (a: UploadedImage, b: UploadedImage) =>
    a.name_display.localeCompare(b.name_display, undefined, { sensitivity: 'base', numeric: true }) ||
    a.id_num - b.id_num;
  const byAge = (a: UploadedImage, b: UploadedImage) =>
    (a.date < b.date ? -1 : a.date > b.date ? 1 : 0) || a.id_num - b.id_num;
  const order = {
    newest: (a: UploadedImage, b: UploadedImage) => byAge(b, a),
    oldest: byAge,
    nameAsc: byName,
    nameDesc: (a: UploadedImage, b: UploadedImage) => byName(b, a),
  }[sort];
  return [...images].sort(order);
}

const GET_PLUS = { label: 'link.getPlus', href: '/plus/' } as const;

export function uploadActions(ctx: EditorContext) {
  const { store, api } = ctx;

  const failure = (error: unknown) => ctx.toast(failureMessage(error, 'upload'), TOAST_MS.long, 'error');

  /** A custom logo layer showing `image` on top of `stack`'s custom layers, selected. */
  const placeImage = (stack: StackName, image: string, name: string) => {
    const before = store.get(sessionAtom).kit.layers[stack];
    if (!ctx.edit((kit) => addCustomLogo(kit, stack, image, name))) return null;
    const added = store.get(sessionAtom).kit.layers[stack].find((layer) => !before.includes(layer));
    if (added) store.set(selectedLayerAtom, added.uuid);
    return added?.uuid ?? null;
  };

  const actions = {
    /** Checks the picked file and places it at once as a custom logo in `stack`. */
    uploadLogo(file: File, stack: StackName): string | null {
      const problem = logoUploadProblem(file);
      if (problem) {
        ctx.toast(problem, TOAST_MS.long, 'error');
        return null;
      }
      const upload: LocalUpload = { url: URL.createObjectURL(file), name: file.name, file };
      store.set(localUploadsAtom, (list) => [upload, ...list]);
      return placeImage(stack, upload.url, upload.name);
    },
    /** A stored or local upload placed (again) as a custom logo. */
    placeUpload(stack: StackName, image: string, name: string) {
      return placeImage(stack, image, name);
    },
    /** Reads the signed-in user's stored uploads; anonymous visitors have none. */
    async refreshUploads() {
      if (store.get(userAtom) === null) {
        store.set(storedUploadsAtom, { state: 'signed-out' });
        return;
      }
      store.set(storedUploadsAtom, { state: 'loading' });
      try {
        const reply = await api.listImages();
        store.set(
          storedUploadsAtom,
          reply.success
            ? {
                state: 'ready',
                images: reply.data,
                count: reply.count,
                max: reply.max,
                ...(reply.storage ? { storage: reply.storage } : {}),
              }
            : { state: 'error' },
        );
      } catch {
        store.set(storedUploadsAtom, { state: 'error' });
      }
    },
    /**
     * Plus: stores a local upload as a preset (upload_image). The kit's custom logos showing it
     * then point at the stored image. 'Invalid file' when the upload's file is not in this page.
     */
    async convertToPreset(image: string): Promise<boolean> {
      const user = store.get(userAtom);
      if (!user?.premium) {
        ctx.toast(message('kit.presetPlusOnly'), TOAST_MS.long, 'error', [GET_PLUS]);
        return false;
      }
      const upload = store.get(localUploadsAtom).find((u) => u.url === image);
      if (!isLocalUpload(image) || upload === undefined) {
        ctx.toast(message('upload.invalidFile'), TOAST_MS.long, 'error');
        return false;
      }
      try {
        const reply = await api.uploadImage(upload.file, upload.name);
        if (!reply.success) {
          if (showStorageFull(ctx, user, reply.error)) return false;
          const atQuota = uploadQuota(user) === 0 || (await quotaReached());
          ctx.toast(
            message('upload.error', { error: reply.error }),
            TOAST_MS.long,
            'error',
            atQuota ? upgradeLink(user) : [],
          );
          return false;
        }
        const stored = reply.el.url;
        // The layers change image only if the kit still shows the upload; either way it is stored.
        const shown = replaceCustomLogoImage(store.get(sessionAtom).kit, image, stored);
        if (shown.ok) ctx.edit(() => shown);
        // The blob: URL stays alive: undoing the step above shows the page's copy again.
        store.set(localUploadsAtom, (list) => list.filter((u) => u.url !== image));
        ctx.toast(message('upload.presetAdded'), TOAST_MS.short);
        await actions.refreshUploads();
        return true;
      } catch (error) {
        failure(error);
        return false;
      }
    },
    /**
     * Renames a stored upload (rename_image); true when the server took the name. A refusal says
     * 'An error occured: {error}' for 3 s (document 2 §7) and changes nothing.
     */
    async renameUpload(image: UploadedImage, name: string): Promise<boolean> {
      return changeStored(() => api.renameImage(image.id_num, name), 'load.renameFailed', TOAST_MS.short);
    },
    /** Deletes a stored upload after the user confirms (deletes of presets ask, document 1 §5). */
    async deleteUpload(image: UploadedImage): Promise<boolean> {
      if (!(await ctx.ask(message('upload.deleteQuestion', { name: image.name })))) return false;
      return changeStored(() => api.deleteImage(image.id_num), 'upload.error', TOAST_MS.long);
    },
  };

  /**
   * A change to a stored upload on the server: the list is read again when it is taken; a refusal
   * shows `refusal` with the server's error, a failed request the usual failure, and nothing changes.
   */
  async function changeStored(
    send: () => Promise<SimpleReply | RenameReply>,
    refusal: 'load.renameFailed' | 'upload.error',
    ms: number,
  ): Promise<boolean> {
    try {
      const reply = await send();
      if (!reply.success) {
        ctx.toast(message(refusal, { error: reply.error }), ms, 'error');
        return false;
      }
      await actions.refreshUploads();
      return true;
    } catch (error) {
      failure(error);
      return false;
    }
  }

  const quotaReached = async () => {
    await actions.refreshUploads();
    const stored = store.get(storedUploadsAtom);
    return stored.state === 'ready' && stored.count >= stored.max;
  };

  return actions;
}
