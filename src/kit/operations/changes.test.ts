import { describe, expect, it } from 'vitest';
import {
  ARRIVED_UNSAVED,
  INITIAL_CHANGES,
  hasUnsavedWork,
  kitChanged,
  sameKitDocument,
  saveState,
  trackChanges,
} from './changes.ts';
import { beginEdit, emptyHistory } from '../history/history.ts';
import type { KitSession } from '../history/session.ts';
import { newKit } from '../defaults/kit.ts';
import type { Kit } from '../model/kit.ts';
import { suggestedKitName } from '../names.ts';

const kit = newKit('eafc', 'plain');
const session = (k: Kit, undoSteps = 0): KitSession => ({
  kit: k,
  history: {
    ...emptyHistory<Kit>(),
    undo: Array.from({ length: undoSteps }, () => ({ action: 'edit kit' as const, snapshot: k })),
  },
});
/** The tracker after the kit's first composite: `kit` is the document to compare with. */
const drawn = trackChanges(INITIAL_CHANGES, 'recombine', kit);
const edited: Kit = { ...kit, shininess: kit.shininess + 10 };

describe('what the header and the local draft say of the open kit (issue 31)', () => {
  it('a new kit nobody changed is untouched, with nothing to keep', () => {
    expect(saveState(INITIAL_CHANGES, session(kit))).toBe('untouched');
    expect(hasUnsavedWork(drawn, session(kit))).toBe(false);
  });

  it('a randomized kit (no change, one undo step, no id) holds unsaved work', () => {
    expect(saveState(drawn, session(kit, 1))).toBe('unsaved');
    expect(hasUnsavedWork(drawn, session(kit, 1))).toBe(true);
  });

  it('a stored kit is saved until its document differs, whatever its history', () => {
    const stored = { ...kit, id: 4 };
    const saved = trackChanges(drawn, 'saved', stored);
    expect(saveState(saved, session(stored, 3))).toBe('saved');
    expect(saveState(saved, session({ ...edited, id: 4 }, 3))).toBe('unsaved');
    // Back to the stored document (an undo, a preview given back): saved again.
    expect(saveState(saved, session({ ...stored, shininess: kit.shininess }, 4))).toBe('saved');
    expect(
      saveState(trackChanges(saved, 'saved', { ...edited, id: 4 }), session({ ...edited, id: 4 }, 3)),
    ).toBe('saved');
  });

  it('redrawing the kit is no change; only its first composite sets what to compare with', () => {
    expect(trackChanges(drawn, 'recombine', edited)).toBe(drawn);
    expect(kitChanged(drawn, session(edited))).toBe(true);
  });

  it('an open drag or preview counts only once committed', () => {
    const open: KitSession = { kit: edited, history: beginEdit(emptyHistory<Kit>(), 'change logo', kit) };
    expect(kitChanged(drawn, open)).toBe(false);
  });

  it('where a kit is stored is not part of its document', () => {
    expect(sameKitDocument(kit, { ...kit, id: 9, saveName: 'x', saveImage: '/k.jpg' })).toBe(true);
    expect(sameKitDocument(kit, { ...kit, name: 'Derby' })).toBe(false);
    expect(sameKitDocument(kit, { ...kit, logos: [...kit.logos] })).toBe(true);
  });

  it('a kit that arrived with unsaved work stays unsaved until saved', () => {
    expect(kitChanged(ARRIVED_UNSAVED, session(kit))).toBe(true);
    expect(kitChanged(trackChanges(ARRIVED_UNSAVED, 'saved', kit), session(kit))).toBe(false);
  });
});

describe('the name a first save offers', () => {
  it("is the player's name for the kit, else its template's, never empty words", () => {
    expect(suggestedKitName('  Derby Day ', 'Veloce Origin')).toBe('Derby Day');
    expect(suggestedKitName('', 'Veloce Origin')).toBe('Veloce Origin');
    expect(suggestedKitName('', undefined)).toBe('');
    expect(suggestedKitName('x'.repeat(140), undefined)).toHaveLength(100);
  });
});
