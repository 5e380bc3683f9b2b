/**
 * Free-view camera presets: apply, delete, and Save current view (name required; an existing
 * name warns 'Will replace the existing `{name}` preset.' and is overwritten), spec doc 2 §2/§5.
 */
import type { RootState } from '@react-three/fiber';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import type { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { presetExists, type FreecamPreset } from '../../scene/freecam.ts';
import { useEditor } from '../../editor/hooks.tsx';
import { viewerActions as act } from './actions.ts';
import { useViewerText } from './messages.ts';
import type { ViewerState } from './view-state.ts';

/** The current free-view camera as a preset. */
export function currentPreset(root: RootState, name: string): FreecamPreset {
  const { camera } = root;
  const target = (root.controls as OrbitControls | null)?.target;
  return {
    name,
    position: camera.position.toArray() as [number, number, number],
    quaternion: camera.quaternion.toArray() as [number, number, number, number],
    target: target ? (target.toArray() as [number, number, number]) : [0, 1.2, 0],
    positionKit: [0, 0, 0],
  };
}

/** Puts the free-view camera where a preset says and draws one frame. */
export function applyPreset(root: RootState, preset: FreecamPreset): void {
  root.camera.position.fromArray(preset.position);
  root.camera.quaternion.fromArray(preset.quaternion);
  const controls = root.controls as OrbitControls | null;
  if (controls) {
    controls.target.fromArray(preset.target);
    controls.update();
  }
  root.invalidate();
}

export function FreecamPresets({ state, root }: { state: ViewerState; root: () => RootState | null }) {
  const text = useViewerText();
  const editor = useEditor();
  const snap = useSnapshot(state);
  const [name, setName] = useState('');
  const trimmed = name.trim();
  return (
    <div className="viewer-presets" role="group" aria-label={text('viewer.presets')}>
      <ul>
        {snap.presets.map((p) => (
          <li key={p.name}>
            <button
              type="button"
              aria-label={text('viewer.presetApply', { name: p.name })}
              onClick={() => {
                const r = root();
                if (r) applyPreset(r, p as FreecamPreset);
              }}
            >
              {p.name}
            </button>
            <button
              type="button"
              aria-label={text('viewer.presetDelete', { name: p.name })}
              onClick={() => void act.deletePreset(state, p.name, editor.context.ask)}
            >
              ✕
            </button>
          </li>
        ))}
      </ul>
      <label>
        {text('viewer.presetName')}
        <input value={name} maxLength={30} onChange={(e) => setName(e.target.value)} />
      </label>
      {trimmed && presetExists(snap.presets as FreecamPreset[], trimmed) ? (
        <p role="status">{text('viewer.presetReplace', { name: trimmed })}</p>
      ) : null}
      <button
        type="button"
        disabled={!trimmed}
        onClick={() => {
          const r = root();
          if (!r) return;
          act.savePreset(state, currentPreset(r, trimmed));
          setName('');
        }}
      >
        {text('viewer.presetSave')}
      </button>
    </div>
  );
}
