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
import { sessionAtom, userAtom } from './state.ts';

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
  // A hovered catalogue entry is worn as an open continuous edit, so leaving it (or Escape) goes
  // back to the kit at the mark and no preview ever reaches the undo history.
  let previewing = false;
  const previewOpen = () => previewing && store.get(sessionAtom).history.open !== null;
  const endPreview = () => {
    if (previewOpen()) ctx.cancel();
    previewing = false;
  };
  return {
    /** A catalogue logo for `slot`; its image count sizes the colour lists. One step, preview or not. */
    chooseSlotLogo(slot: LogoSlot, name: string, imageCount: number) {
      endPreview();
      return ctx.edit((kit) => chooseSlotLogo(kit, slot, name, Math.max(1, imageCount)));
    },
    /**
     * Shows catalogue logo `name` in `slot` for as long as the chooser's entry is hovered or
     * focused: the kit and its textures change, the history does not. Refused while another
     * drag is open (it owns the mark).
     */
    previewSlotLogo(slot: LogoSlot, name: string, imageCount: number) {
      if (!previewOpen()) {
        previewing = false;
        if (store.get(sessionAtom).history.open !== null) return false;
        ctx.begin('change logo');
        previewing = true;
      }
      return ctx.edit((kit) => chooseSlotLogo(kit, slot, name, Math.max(1, imageCount)));
    },
    /** The pointer or focus left the entry (or the chooser closed): the kit as it was. */
    endLogoPreview() {
      endPreview();
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
