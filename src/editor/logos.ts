import {
  chooseSlotLogo,
  removeSlotLogo,
  setLogoColor,
  setLogoCustomPosition,
  setLogoField,
  setLogoShown,
  toggleCustomPosition,
  type Area,
  type LayerId,
  type LogoSlot,
} from './kit.ts';
import type { EditorContext } from './context.ts';
import { atom } from 'jotai';
import { userAtom } from './state.ts';

type LogoField = Parameters<typeof setLogoField>[2];

/**
 * The area the Logos tab shows colours, visibility and custom positions for, and where an upload
 * is placed as a custom logo. Session state, never saved.
 */
export const logoAreaAtom = atom<Area>('shirt');

/** The areas the game's logos can show in: basketball has no socks view (document 1 §1). */
export function logoAreas(game: string): Area[] {
  return game === 'basketball' ? ['shirt', 'shorts'] : ['shirt', 'shorts', 'socks'];
}

const ANONYMOUS = { premium: false, tier: 0, admin: false } as const;

/**
 * The Logos tab's actions (document 1 §3 "Logos", §4): each is one 'change logo' undo step, or
 * one 'toggle custom position' step; a slider drag is one step from pointer-down to release.
 */
export function logoActions(ctx: EditorContext) {
  const { store } = ctx;
  return {
    /** A catalogue logo for `slot`; its image count sizes the colour lists. */
    chooseSlotLogo(slot: LogoSlot, name: string, imageCount: number) {
      return ctx.edit((kit) => chooseSlotLogo(kit, slot, name, Math.max(1, imageCount)));
    },
    removeSlotLogo(slot: LogoSlot) {
      return ctx.edit((kit) => removeSlotLogo(kit, slot));
    },
    beginLogoEdit() {
      ctx.begin('change logo');
    },
    commitLogoEdit() {
      ctx.commit();
    },
    setLogoField(uuid: LayerId, field: LogoField, value: number | boolean) {
      return ctx.edit((kit) => setLogoField(kit, uuid, field, value));
    },
    setLogoColor(uuid: LayerId, area: Area, index: number, hex: string) {
      return ctx.edit((kit) => setLogoColor(kit, uuid, area, index, hex));
    },
    setLogoShown(uuid: LayerId, area: Area, shown: boolean) {
      return ctx.edit((kit) => setLogoShown(kit, uuid, area, shown));
    },
    setLogoCustomPosition(uuid: LayerId, area: Area, axis: 'x' | 'y', value: number) {
      return ctx.edit((kit) => setLogoCustomPosition(kit, uuid, area, axis, value));
    },
    /** Plus only: a free user's request is refused with the spec's reason (the UI disables it). */
    toggleCustomPosition(area: Area) {
      return ctx.edit((kit) => toggleCustomPosition(kit, area, store.get(userAtom) ?? ANONYMOUS));
    },
  };
}
