import { describe, expect, it } from 'vitest';
import { createHeadlessEditor } from '../../editor/headless.ts';
import { followSelection } from './follow-selection.ts';
import { createViewerState } from './view-state.ts';

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
