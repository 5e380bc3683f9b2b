import { atom } from 'jotai';
import type { HotspotsVisit } from './kit.ts';

/**
 * Session state of the hotspots editor: null while it is closed, otherwise what entering changed
 * (the player printing layers it hid, whether the preview was shown), which leaving puts back
 * (document 1 §4). Never saved.
 */
export const hotspotsVisitAtom = atom<Omit<HotspotsVisit, 'kit'> | null>(null);
