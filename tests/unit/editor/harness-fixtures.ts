import type { KitUser } from '../../../src/kit/context.ts';
import type { DisplaySettings } from '../../../src/kit/model/catalogue.ts';

/** Users and display settings the test editor starts with. */

export const ANONYMOUS: KitUser = { premium: false, tier: 0, admin: false };
export const PLUS_MEMBER: KitUser = { premium: true, tier: 1, admin: false };

export const DEFAULT_DISPLAY: DisplaySettings = {
  tucked_in: false,
  undershirt: false,
  underneck: false,
  undershorts: false,
  socks: [],
  mannequin: true,
  mannequinSkinColorToggle: false,
  mannequinSkinColor: 0,
  mannequinColor: '#808080',
  mannequinShininess: 100,
  mannequinMetalness: 0,
  bootColor: '#000000',
  bootShininess: 75,
  bootMetalness: 0,
  hanger: false,
  ls: false,
  c: false,
};
