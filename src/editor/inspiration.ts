import { atom } from 'jotai';
import { componentAtom, userAtom } from './state.ts';

/** Session: whether the inspiration list is open. Never saved. */
export const inspirationOpenAtom = atom(false);

/** The site's switch (site.json `inspirationsEnabled`), set once the configuration has loaded. */
export const inspirationsEnabledAtom = atom(true);

/**
 * The toolbar's Inspiration button (document 2 §2, §6): Plus members only, never for anonymous
 * visitors, not in component mode (an embedded editor shows no inspiration list), and only when
 * the site has inspirations enabled.
 */
export const inspirationAvailableAtom = atom((get) => {
  const user = get(userAtom);
  return user !== null && user.premium && !get(componentAtom) && get(inspirationsEnabledAtom);
});
