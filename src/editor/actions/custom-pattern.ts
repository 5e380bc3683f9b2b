import { canUseCustomPattern, changeLayerAsset, type LayerId } from '../kit.ts';
import type { CatalogueItem } from '../catalogue.ts';
import type { EditorContext } from '../context.ts';
import { failureMessage } from '../failure.ts';
import { message, TOAST_MS } from '../messages.ts';
import { presetPickRefusal } from '../presets.ts';
import { userAtom } from '../state.ts';
import { logoUploadProblem } from '../uploads.ts';

const GET_PLUS = [{ label: 'link.getPlus', href: '/plus/' }] as const;
const GET_PLUS_ULTIMATE = [{ label: 'link.getPlusUltimate', href: '/plus/' }] as const;

/**
 * The custom pattern's image (document 1 §3 "custom_pattern", §5 "custom pattern layers need
 * premium"): one of the user's stored uploads or a catalogue pattern image, tiled in its own
 * colours. The layer is for Plus members, so choosing its image is too; a catalogue image also
 * passes the preset rules (a Plus preset, an early-access one). A refusal says why in a toast
 * and leaves the layer as it was.
 */
export function customPatternActions(ctx: EditorContext) {
  const { store } = ctx;
  const actions = {
    /** `image` is the image's URL; `preset` the catalogue item it comes from, if any. */
    chooseCustomPatternImage(uuid: LayerId, image: string, preset?: CatalogueItem): boolean {
      const user = store.get(userAtom);
      if (user === null || !canUseCustomPattern(user)) {
        ctx.toast(message('refusal.plusOnly'), TOAST_MS.long, 'error', GET_PLUS);
        return false;
      }
      const refusal = preset === undefined ? null : presetPickRefusal(user, preset);
      if (refusal === 'plus') {
        ctx.toast(message('kit.presetPlusOnly'), TOAST_MS.long, 'error', GET_PLUS);
        return false;
      }
      if (refusal === 'unavailable') {
        ctx.toast(message('presets.earlyAccess'), TOAST_MS.long, 'error', GET_PLUS_ULTIMATE);
        return false;
      }
      // The image paints in its own colours: the layer's colour list is not resized.
      return ctx.edit((kit) => changeLayerAsset(kit, uuid, image, 1));
    },
    /**
     * A new image from the user's computer: checked like a logo upload (JPEG or PNG, 1 MB),
     * stored among their uploads (a pattern is saved with the kit, so a page-only blob: URL
     * would not do), then chosen. The server's refusal (quota) is shown as it says it.
     */
    async uploadCustomPatternImage(uuid: LayerId, file: File): Promise<boolean> {
      const user = store.get(userAtom);
      if (user === null || !canUseCustomPattern(user)) {
        ctx.toast(message('refusal.plusOnly'), TOAST_MS.long, 'error', GET_PLUS);
        return false;
      }
      const problem = logoUploadProblem(file);
      if (problem) {
        ctx.toast(problem, TOAST_MS.long, 'error');
        return false;
      }
      try {
        const reply = await ctx.api.uploadImage(file, file.name);
        if (!reply.success) {
          ctx.toast(message('upload.error', { error: reply.error }), TOAST_MS.long, 'error');
          return false;
        }
        return chooseImage(uuid, reply.el.url);
      } catch (error) {
        ctx.toast(failureMessage(error, 'upload'), TOAST_MS.long, 'error');
        return false;
      }
    },
  };
  const chooseImage = (uuid: LayerId, image: string) => actions.chooseCustomPatternImage(uuid, image);
  return actions;
}
