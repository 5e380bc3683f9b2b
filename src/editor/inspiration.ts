import { atom } from 'jotai';
import { componentAtom, userAtom } from './state.ts';

/** Session: whether the inspiration list is open. Never saved. */
export const inspirationOpenAtom = atom(false);

/**
 * The toolbar's Inspiration button (document 2 §2, §6): Plus members only, never for anonymous
 * visitors, and not in component mode (an embedded editor shows no inspiration list).
 */
export const inspirationAvailableAtom = atom((get) => {
  const user = get(userAtom);
  return user !== null && user.premium && !get(componentAtom);
});
