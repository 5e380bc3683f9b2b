import { atom } from 'jotai';
import type { LayerId } from './kit.ts';

/**
 * Session state of the hotspots editor: null while it is closed, otherwise the player printing
 * layers it hid on entering, which leaving shows again (document 1 §4). Never saved.
 */
export const hotspotsVisitAtom = atom<readonly LayerId[] | null>(null);
