import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/index.ts';
import { historyActions } from './actions/history.ts';
import { createEditorContext } from './context.ts';
import { fitsLogoSlot, newKit, replaceKit, SLOT_LOGO_TYPES } from './kit.ts';
import { logoActions } from './logos.ts';
import { sessionAtom } from './state.ts';

/** The store with the logo and history actions, and a team crest already chosen (one step). */
function editor() {
  const store = createStore();
  store.set(sessionAtom, replaceKit(newKit('eafc', 'plain')));
  const api = createApiClient({ fetch: () => Promise.reject(new Error('offline')) });
  const ctx = createEditorContext(store, api);
  const actions = { ...logoActions(ctx), ...historyActions(ctx) };
  actions.chooseSlotLogo('team', 'Harbour Shield', 3);
  const kit = () => store.get(sessionAtom).kit;
  const sponsor = () => kit().logos.find((l) => l.t === 'sponsor');
  const steps = () => store.get(sessionAtom).history.undo.length;
  return { store, actions, kit, sponsor, steps };
}

describe('hovering a catalogue logo previews it on the kit (issue 31)', () => {
  it('wears the hovered logo, then gives the kit back exactly, with no undo step', () => {
    const { actions, kit, sponsor, steps } = editor();
    const before = kit();
    expect(steps()).toBe(1);
    expect(actions.previewSlotLogo('sponsor', 'Copperline', 2)).toBe(true);
    expect(sponsor()?.l).toBe('Copperline');
    // Moving to the next entry swaps the image; still no step.
    actions.previewSlotLogo('sponsor', 'Tidewave', 2);
    expect(sponsor()?.l).toBe('Tidewave');
    actions.endLogoPreview();
    expect(kit()).toBe(before);
    expect(steps()).toBe(1);
    expect(actions.undo()).toBe(true);
    expect(kit().logos).toEqual([]);
  });

  it('a click after hovering is one step from the kit before the preview', () => {
    const { actions, kit, sponsor, steps } = editor();
    const before = kit();
    actions.previewSlotLogo('sponsor', 'Copperline', 2);
    actions.chooseSlotLogo('sponsor', 'Copperline', 2);
    expect(sponsor()?.l).toBe('Copperline');
    expect(steps()).toBe(2);
    // Closing the chooser afterwards changes nothing.
    actions.endLogoPreview();
    expect(sponsor()?.l).toBe('Copperline');
    actions.undo();
    expect(kit()).toBe(before);
  });

  it('Escape during a preview restores the kit, and a later preview still records nothing', () => {
    const { actions, kit, steps } = editor();
    const before = kit();
    actions.previewSlotLogo('sponsor', 'Copperline', 2);
    expect(actions.escape()).toBe('reverted');
    expect(kit()).toBe(before);
    actions.previewSlotLogo('sponsor', 'Tidewave', 2);
    actions.endLogoPreview();
    expect(kit()).toBe(before);
    expect(steps()).toBe(1);
  });

  it('is refused while a slider drag owns the history mark', () => {
    const { actions, sponsor } = editor();
    actions.beginLogoEdit();
    expect(actions.previewSlotLogo('sponsor', 'Copperline', 2)).toBe(false);
    expect(sponsor()).toBeUndefined();
    actions.commitLogoEdit();
  });
});

describe('which logos a slot lists', () => {
  it('sponsor slots list sponsors only; the team slot crests, never sponsors', () => {
    expect(fitsLogoSlot('sponsor', 'sponsor')).toBe(true);
    expect(fitsLogoSlot('sponsor', 'club')).toBe(false);
    expect(fitsLogoSlot('sponsor_back', 'sponsor')).toBe(true);
    expect(fitsLogoSlot('team', 'club')).toBe(true);
    expect(fitsLogoSlot('team', 'sponsor')).toBe(false);
    expect(fitsLogoSlot('brand', undefined)).toBe(false);
    // Every slot lists something.
    expect(Object.values(SLOT_LOGO_TYPES).every((types) => types.length > 0)).toBe(true);
  });
});
