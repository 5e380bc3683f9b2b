import type { EditorContext } from './context.ts';
import type { Kit, Layer, StackName } from './kit.ts';
import { message, TOAST_MS } from './messages.ts';
import { userAtom } from './state.ts';
import { layerActions } from './actions/layers.ts';

/**
 * The signature layer (spec document 1 §3 "signature"; User.signature) draws the signed-in user's
 * own signature image, the one uploaded on the Edit profile page. The kit saves only where it
 * sits; the image is the user's, merged into the layers on their way to the compositor, so a kit
 * opened by someone else shows that person's signature, never a stranger's file.
 */
export function withUserSignature(kit: Kit, signature: string | null | undefined): Kit {
  const url = signature ?? '';
  const sign = (layer: Layer): Layer => {
    if (layer.n === 'signature') return { ...layer, signature: url } as Layer;
    if (layer.n === 'group' && layer.layers.some((inner) => inner.n === 'signature'))
      return { ...layer, layers: layer.layers.map(sign) } as Layer;
    return layer;
  };
  const hasSignature = (layers: readonly Layer[]) =>
    layers.some((l) => l.n === 'signature' || (l.n === 'group' && l.layers.some((i) => i.n === 'signature')));
  const stacks = Object.entries(kit.layers) as [StackName, Layer[]][];
  if (!stacks.some(([, layers]) => hasSignature(layers))) return kit;
  return {
    ...kit,
    layers: Object.fromEntries(
      stacks.map(([name, layers]) => [name, layers.map(sign)]),
    ) as unknown as Kit['layers'],
  };
}

/** Whether the kit has a signature layer anywhere (the user's image then matters to drawing). */
export function kitHasSignature(kit: Kit): boolean {
  return withUserSignature(kit, '') !== kit;
}

export function signatureActions(ctx: EditorContext) {
  const layers = layerActions(ctx);
  return {
    /**
     * Adds a signature layer when the user has a signature to draw; otherwise says what to do,
     * in the user's language, and adds nothing.
     */
    addSignature(stack: StackName) {
      const user = ctx.store.get(userAtom);
      if (!user) {
        ctx.toast(message('signature.loggedOut'), TOAST_MS.long, 'error');
        return null;
      }
      if (!user.signature) {
        ctx.toast(message('signature.missing'), TOAST_MS.long, 'error');
        return null;
      }
      return layers.addLayer(stack, 'signature');
    },
  };
}
