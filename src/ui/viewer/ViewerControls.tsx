/** The 3D view's buttons (document 2 §2 "3D view"): sub-views, camera views, toggles, lighting. */
import { useId, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { SubView } from '../../kit/operations/display.ts';
import type { ModelCapabilities } from '../../kit/model/catalogue.ts';
import { viewerActions as act, type DisplayToggle } from './actions.ts';
import { DisplaySettingsButton, DisplaySettingsPanel } from './DisplaySettings.tsx';
import { CAMERA_VIEWS, type CameraView } from '../../scene/cameras.ts';
import { modelCapabilities, subViews } from '../../scene/capabilities.ts';
import { LIGHTING_PRESETS } from '../../scene/lighting.ts';
import { useViewerText, type ViewerMessage } from './messages.ts';
import type { ViewerState } from './view-state.ts';
import { Icon, type IconName } from '../widgets/Icon.tsx';
import { Tip } from '../widgets/Tip.tsx';

const VIEW_ICONS: Readonly<Record<SubView, IconName>> = {
  full: 'viewFull',
  shirt: 'viewShirt',
  shorts: 'viewShorts',
  socks: 'viewSocks',
};

const CAMERA_ICONS: Readonly<Record<CameraView, IconName>> = {
  three_quarter: 'cameraThreeQuarter',
  front: 'cameraFront',
  side: 'cameraSide',
  back: 'cameraBack',
  side_back: 'cameraSideBack',
  rotate: 'cameraRotate',
};

/**
 * A view or camera button: icon and text while there is room; on narrower windows the text is
 * hidden and shown as the tooltip, like the toolbar's. The button's aria-label keeps it the
 * accessible name at every width.
 */
function ViewButton({
  icon,
  label,
  pressed,
  onClick,
}: {
  icon: IconName;
  label: string;
  pressed?: boolean;
  onClick: () => void;
}) {
  return (
    <Tip text={label}>
      <button
        type="button"
        className="view-button"
        aria-label={label}
        aria-pressed={pressed}
        onClick={onClick}
      >
        <Icon name={icon} />
        <span className="view-button-label" aria-hidden="true">
          {label}
        </span>
      </button>
    </Tip>
  );
}

/** Display settings shown as checkboxes when the game's model offers them (spec §3). */
const GARMENT_TOGGLES: readonly [DisplayToggle, keyof ModelCapabilities, ViewerMessage][] = [
  ['tucked_in', 'has_tucked_in', 'viewer.display.tucked_in'],
  ['undershirt', 'has_undershirt', 'viewer.display.undershirt'],
  ['underneck', 'has_neckwarmer', 'viewer.display.underneck'],
  ['undershorts', 'has_undershorts', 'viewer.display.undershorts'],
  ['mannequin', 'has_mannequin', 'viewer.display.mannequin'],
  ['hanger', 'has_hanger', 'viewer.display.hanger'],
];

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
  const toggle = (flag: DisplayToggle, on: boolean) => act.setFlag(state, flag, on);
  const [displayOpen, setDisplayOpen] = useState(false);
  const displayPanel = useId();
  return (
    <div className="viewer-controls">
      {caps.hideViewButtons ? null : (
        <div role="group" aria-label={text('viewer.subViews')} className="viewer-group">
          {views.map((v) => (
            <ViewButton
              key={v}
              icon={VIEW_ICONS[v as SubView]}
              label={text(`viewer.view.${v}`)}
              pressed={snap.display.view === v}
              onClick={() => act.setView(state, v as SubView)}
            />
          ))}
        </div>
      )}
      <div role="group" aria-label={text('viewer.cameraViews')} className="viewer-group">
        {CAMERA_VIEWS.map((v) => (
          <ViewButton
            key={v}
            icon={CAMERA_ICONS[v]}
            label={text(`viewer.camera.${v}`)}
            pressed={!snap.freeView && snap.cameraView === v}
            onClick={() => act.setCamera(state, v)}
          />
        ))}
        {snap.cameraView === 'rotate' && !snap.rotationStopped && !snap.freeView ? (
          <ViewButton
            icon="stopRotating"
            label={text('viewer.stopRotating')}
            onClick={() => act.stopRotating(state)}
          />
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
        {caps.has_captains_armband ? (
          <label>
            <input type="checkbox" checked={settings.c} onChange={(e) => toggle('c', e.target.checked)} />
            {text('viewer.captainsArmband')}
          </label>
        ) : null}
        {GARMENT_TOGGLES.filter(([, capability]) => caps[capability] === true).map(([flag, , label]) => (
          <label key={flag}>
            <input
              type="checkbox"
              checked={settings[flag]}
              onChange={(e) => toggle(flag, e.target.checked)}
            />
            {text(label)}
          </label>
        ))}
        <label>
          <input
            type="checkbox"
            checked={snap.display.shortsHidden}
            onChange={(e) => act.hideShorts(state, e.target.checked)}
          />
          {text('viewer.display.hideShorts')}
        </label>
        <DisplaySettingsButton
          open={displayOpen}
          panelId={displayPanel}
          onToggle={() => setDisplayOpen(!displayOpen)}
        />
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
      <button type="button" className="viewer-screenshot" onClick={onScreenshot}>
        <Icon name="screenshot" />
        {text('viewer.screenshot')}
      </button>
      {displayOpen ? <DisplaySettingsPanel id={displayPanel} game={game} state={state} /> : null}
    </div>
  );
}
