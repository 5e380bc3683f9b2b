import { describe, expect, it } from 'vitest';
import { INITIAL_CHANGES, hasUnsavedWork, saveState, trackChanges } from './changes.ts';
import { suggestedKitName } from '../names.ts';

const changed = trackChanges(trackChanges(INITIAL_CHANGES, 'recombine'), 'recombine');

describe('what the header and the local draft say of the open kit (issue 31)', () => {
  it('a new kit nobody changed is untouched, with nothing to keep', () => {
    expect(saveState(INITIAL_CHANGES, { id: null }, 0)).toBe('untouched');
    expect(hasUnsavedWork(INITIAL_CHANGES, { id: null }, 0)).toBe(false);
  });

  it('a randomized kit (no flag, one undo step, no id) holds unsaved work', () => {
    expect(saveState(INITIAL_CHANGES, { id: null }, 1)).toBe('unsaved');
    expect(hasUnsavedWork(INITIAL_CHANGES, { id: null }, 1)).toBe(true);
  });

  it('a stored kit is saved until it changes, whatever its history', () => {
    expect(saveState(INITIAL_CHANGES, { id: 4 }, 3)).toBe('saved');
    expect(saveState(changed, { id: 4 }, 3)).toBe('unsaved');
    expect(saveState(trackChanges(changed, 'saved'), { id: 4 }, 3)).toBe('saved');
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
