/**
 * The fifa texture layout.
 *
 * Verified (shared/reference/game-formats.md): FIFA and EA Sports FC kits go through the same
 * Frostbite Modding Tool import ("Import Kit Creator Zip") with separate jersey, shorts and socks
 * textures, so fifa has the same three areas as eafc at the sizes of spec §9.
 * Our design: the panel positions inside each texture are Kitsmith's own unwrap, identical to
 * eafc's, so a kit moves between the two games without remapping.
 */
import type { GameLayout } from '../layout.ts';
import { EAFC_LAYOUT } from '../eafc/layout.ts';

export const FIFA_LAYOUT: GameLayout = { ...EAFC_LAYOUT, game: 'fifa' };
