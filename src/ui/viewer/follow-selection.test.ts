import { describe, expect, it } from 'vitest';
import { createHeadlessEditor } from '../../editor/headless.ts';
import { followSelection } from './follow-selection.ts';
import { createViewerState, type ViewerState } from './view-state.ts';
import { viewerActions } from './actions.ts';
import { confirmationAtom } from '../../editor/state.ts';

describe("selecting the captain's armband", () => {
  it('turns its 3D display on; other layers leave the display alone', () => {
    const { store, actions } = createHeadlessEditor();
    const viewer = createViewerState();
    const stop = followSelection(store, viewer);
    const stripes = actions.addLayer('shirt', 'design', { type: 'stripes' })!;
    const armband = actions.addLayer('extra', 'armband')!;
    // Adding selects it, which shows it; the user then turns the display off.
    expect(viewer.display.settings.c).toBe(true);
    viewer.display = { ...viewer.display, settings: { ...viewer.display.settings, c: false } };
    actions.selectLayer(stripes);
    expect(viewer.display.settings.c).toBe(false);
    actions.selectLayer(armband);
    expect(viewer.display.settings.c).toBe(true);
    stop();
  });
});

describe('deleting a free-view camera preset', () => {
  it("asks first in the editor's confirmation dialog; No keeps it, Yes deletes it", async () => {
    const { store, context } = createHeadlessEditor();
    const viewer = createViewerState();
    const preset = { name: 'Close', position: [0, 1, 2], quaternion: [0, 0, 0, 1], target: [0, 1, 0] };
    viewer.presets = [{ ...preset, positionKit: [0, 0, 0] } as ViewerState['presets'][number]];
    const answer = async (yes: boolean) => {
      const asked = viewerActions.deletePreset(viewer, 'Close', context.ask);
      const question = store.get(confirmationAtom);
      expect(question?.text).toEqual({ key: 'viewer.presetDeleteConfirm', values: { name: 'Close' } });
      question!.answer(yes);
      return asked;
    };
    expect(await answer(false)).toBe(false);
    expect(viewer.presets).toHaveLength(1);
    expect(await answer(true)).toBe(true);
    expect(viewer.presets).toEqual([]);
  });
});
