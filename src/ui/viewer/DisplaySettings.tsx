/**
 * The 3D view's display settings dropdown (document 2 §2 "Display settings dropdown", §3): the
 * mannequin's skin tone or plain colour with its shininess and metalness, the boots' colour,
 * shininess and metalness, and the socks multi-select over the model's sock options. Every change
 * goes through `viewerActions`; the view state persists each setting (document 1 §9).
 */
import { useSnapshot } from 'valtio';
import { SKIN_TONE_COUNT } from '../../kit/operations/display.ts';
import { modelCapabilities } from '../../scene/capabilities.ts';
import { SKIN_TONES } from '../../scene/mannequin-look.ts';
import { ColorSwatch } from '../widgets/ColorSwatch.tsx';
import { NumberSlider } from '../widgets/NumberSlider.tsx';
import { viewerActions as act } from './actions.ts';
import { useViewerText } from './messages.ts';
import type { ViewerState } from './view-state.ts';

/** The dropdown's button: says whether the panel is open and which element it controls. */
export function DisplaySettingsButton({
  open,
  panelId,
  onToggle,
}: {
  open: boolean;
  panelId: string;
  onToggle: () => void;
}) {
  const text = useViewerText();
  return (
    <button type="button" aria-expanded={open} aria-controls={panelId} onClick={onToggle}>
      {text('viewer.display')}
    </button>
  );
}

export function DisplaySettingsPanel({ id, game, state }: { id: string; game: string; state: ViewerState }) {
  const text = useViewerText();
  const settings = useSnapshot(state).display.settings;
  const caps = modelCapabilities(game);
  const amount = (key: Parameters<typeof act.setLookAmount>[1], label: Parameters<typeof text>[0]) => (
    <NumberSlider
      label={text(label)}
      value={settings[key]}
      min={0}
      max={100}
      onChange={(v) => act.setLookAmount(state, key, v)}
    />
  );
  return (
    <div id={id} className="viewer-display-panel">
      {caps.has_mannequin ? (
        <fieldset>
          <legend>{text('viewer.display.mannequin')}</legend>
          <label className="field field-toggle">
            <input
              type="checkbox"
              checked={settings.mannequinSkinColorToggle}
              onChange={(e) => act.setFlag(state, 'mannequinSkinColorToggle', e.target.checked)}
            />
            <span>{text('viewer.display.skinTone')}</span>
          </label>
          {settings.mannequinSkinColorToggle ? (
            <div role="radiogroup" aria-label={text('viewer.display.skinTones')} className="swatches">
              {Array.from({ length: SKIN_TONE_COUNT }, (_, i) => (
                <input
                  key={i}
                  type="radio"
                  name={`${id}-skin`}
                  className="swatch skin-swatch"
                  style={{ background: SKIN_TONES[i] }}
                  aria-label={text('viewer.display.skinColor', { n: String(i + 1) })}
                  checked={settings.mannequinSkinColor === i}
                  onChange={() => act.setSkinTone(state, i)}
                />
              ))}
            </div>
          ) : (
            <div className="field">
              <span className="field-label">{text('viewer.display.mannequinColor')}</span>
              <ColorSwatch
                label={text('viewer.display.mannequinColor')}
                color={settings.mannequinColor}
                onApply={(hex) => act.setLookColour(state, 'mannequinColor', hex)}
              />
            </div>
          )}
          {amount('mannequinShininess', 'viewer.display.mannequinShininess')}
          {amount('mannequinMetalness', 'viewer.display.mannequinMetalness')}
        </fieldset>
      ) : null}
      {caps.has_mannequin ? (
        <fieldset>
          <legend>{text('viewer.display.boots')}</legend>
          <div className="field">
            <span className="field-label">{text('viewer.display.bootColor')}</span>
            <ColorSwatch
              label={text('viewer.display.bootColor')}
              color={settings.bootColor}
              onApply={(hex) => act.setLookColour(state, 'bootColor', hex)}
            />
          </div>
          {amount('bootShininess', 'viewer.display.bootShininess')}
          {amount('bootMetalness', 'viewer.display.bootMetalness')}
        </fieldset>
      ) : null}
      {caps.sock_settings.length > 0 ? (
        <fieldset>
          <legend>{text('viewer.display.socks')}</legend>
          {caps.sock_settings.map((option) => (
            <label key={option} className="field field-toggle">
              <input
                type="checkbox"
                checked={settings.socks.includes(option)}
                onChange={(e) => act.setSock(state, option, e.target.checked, caps.sock_settings)}
              />
              <span>{text(`viewer.display.sock.${option}`)}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}
