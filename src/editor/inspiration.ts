import { atom } from 'jotai';
import type { EditorMode, EditorUser } from './state.ts';

/** Session: whether the inspiration list is open. Never saved. */
export const inspirationOpenAtom = atom(false);

/**
 * The toolbar's Inspiration button (document 2 §2, §6): Plus members only, never for anonymous
 * visitors, and not in component mode (this editor has no component mode, so edit and preview).
 */
export function inspirationAvailable(user: EditorUser | null, _mode: EditorMode): boolean {
  return user !== null && user.premium;
}
