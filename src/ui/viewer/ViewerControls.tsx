/** The 3D view's buttons (document 2 §2 "3D view"): sub-views, camera views, toggles, lighting. */
import { useSnapshot } from 'valtio';
import type { SubView } from '../../kit/operations/display.ts';
import { viewerActions as act } from './actions.ts';
import { CAMERA_VIEWS } from '../../scene/cameras.ts';
import { modelCapabilities, subViews } from '../../scene/capabilities.ts';
import { LIGHTING_PRESETS } from '../../scene/lighting.ts';
import { useViewerText } from './messages.ts';
import type { ViewerState } from './view-state.ts';

export function ViewerControls({
  game,
  state,
  onScreenshot,
}: {
  game: string;
  state: ViewerState;
  onScreenshot: () => void;
}) {
  const text = useViewerText();
  const snap = useSnapshot(state);
  const caps = modelCapabilities(game);
  const views = subViews(game).filter((v) => !(v === 'full' && snap.freeView));
  const settings = snap.display.settings;
  const toggle = (flag: 'ls' | 'tucked_in' | 'mannequin', on: boolean) => act.setFlag(state, flag, on);
  return (
    <div className="viewer-controls">
      {caps.hideViewButtons ? null : (
        <div role="group" aria-label={text('viewer.subViews')} className="viewer-group">
          {views.map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={snap.display.view === v}
              onClick={() => act.setView(state, v as SubView)}
            >
              {text(`viewer.view.${v}`)}
            </button>
          ))}
        </div>
      )}
      <div role="group" aria-label={text('viewer.cameraViews')} className="viewer-group">
        {CAMERA_VIEWS.map((v) => (
          <button
            key={v}
            type="button"
            aria-pressed={!snap.freeView && snap.cameraView === v}
            onClick={() => act.setCamera(state, v)}
          >
            {text(`viewer.camera.${v}`)}
          </button>
        ))}
        {snap.cameraView === 'rotate' && !snap.rotationStopped && !snap.freeView ? (
          <button type="button" onClick={() => act.stopRotating(state)}>
            {text('viewer.stopRotating')}
          </button>
        ) : null}
        <label>
          <input
            type="checkbox"
            checked={snap.freeView}
            onChange={(e) => act.setFreeView(state, e.target.checked)}
          />
          {text('viewer.freeView')}
        </label>
      </div>
      <div role="group" aria-label={text('viewer.display')} className="viewer-group">
        {game === 'basketball' ? null : (
          <label>
            <input type="checkbox" checked={settings.ls} onChange={(e) => toggle('ls', e.target.checked)} />
            {text('viewer.longSleeves')}
          </label>
        )}
        {caps.has_tucked_in ? (
          <label>
            <input
              type="checkbox"
              checked={settings.tucked_in}
              onChange={(e) => toggle('tucked_in', e.target.checked)}
            />
            {text('viewer.display.tucked_in')}
          </label>
        ) : null}
        {caps.has_mannequin ? (
          <label>
            <input
              type="checkbox"
              checked={settings.mannequin}
              onChange={(e) => toggle('mannequin', e.target.checked)}
            />
            {text('viewer.display.mannequin')}
          </label>
        ) : null}
        <label>
          <input
            type="checkbox"
            checked={snap.display.shortsHidden}
            onChange={(e) => act.hideShorts(state, e.target.checked)}
          />
          {text('viewer.display.hideShorts')}
        </label>
        <label>
          {text('viewer.lighting')}
          <select value={snap.lighting} onChange={(e) => act.setLighting(state, e.target.value)}>
            {LIGHTING_PRESETS.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </label>
      </div>
      <button type="button" onClick={onScreenshot}>
        {text('viewer.screenshot')}
      </button>
    </div>
  );
}
