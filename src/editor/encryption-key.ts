/**
 * "Get Encryption Key" (FIFA / EA FC): copies the key an operator put at DATA_DIR/key.bin (served
 * at /data/key.bin) to the clipboard as hex text, the form Frosty's "Enter Key" prompt reads.
 * Kitsmith never ships a key; with none configured the button says where one comes from.
 */
import type { EditorContext } from './context.ts';
import { message, TOAST_MS } from './messages.ts';

export const KEY_URL = '/data/key.bin';

export const toHex = (bytes: Uint8Array): string =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();

/** The key as hex, or null when the server has none (404 or empty file). */
export async function fetchKeyHex(fetcher: typeof fetch = fetch): Promise<string | null> {
  const reply = await fetcher(KEY_URL, { cache: 'no-store' });
  if (!reply.ok) return null;
  const bytes = new Uint8Array(await reply.arrayBuffer());
  return bytes.length ? toHex(bytes) : null;
}

/** Copies the key; toasts the spec's clipboard texts (document 2 §8). */
export async function copyEncryptionKey(ctx: Pick<EditorContext, 'toast'>, hex: string): Promise<boolean> {
  try {
    const permission = await navigator.permissions
      ?.query({ name: 'clipboard-write' as PermissionName })
      .catch(() => null);
    if (permission?.state === 'denied') {
      ctx.toast(message('clipboard.allow'), TOAST_MS.long, 'error');
      return false;
    }
    await navigator.clipboard.writeText(hex);
    ctx.toast(message('clipboard.copied'), TOAST_MS.short);
    return true;
  } catch {
    ctx.toast(message('clipboard.failed'), TOAST_MS.long, 'error');
    return false;
  }
}
