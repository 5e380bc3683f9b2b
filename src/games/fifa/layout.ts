/**
 * The fifa texture layout.
 *
 * Verified (shared/reference/game-formats.md): FIFA and EA Sports FC kits go through the same
 * Frostbite Modding Tool import ("Import Kit Creator Zip") with separate jersey, shorts and socks
 * textures, so fifa has the same three areas as eafc at the sizes of spec §9.
 * The panel positions are EA's own jersey layout, FIFA 19's (the public source: see
 * ../eafc/layout.ts for what is verified, inferred and ours), the same as eafc's, so a kit moves
 * between the two games without remapping. FIFA 21+ have socks maps of their own, so the socks
 * strip of FIFA 19's shorts texture is not used.
 */
import type { GameLayout } from '../layout.ts';
import { EAFC_LAYOUT } from '../eafc/layout.ts';

export const FIFA_LAYOUT: GameLayout = { ...EAFC_LAYOUT, game: 'fifa' };
