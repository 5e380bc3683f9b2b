import { Dialog } from 'radix-ui';
import { useCallback, useState } from 'react';
import { parseHexColor } from '../../kit/index.ts';
import { useTranslation } from '../../i18n/index.ts';
import { useEditor, usePreferences } from '../../editor/hooks.tsx';
import { DEFAULT_PALETTE, rememberColor } from '../../editor/palette.ts';
import { preferences } from '../../editor/prefs.ts';
import { CanvasEyedropper } from './CanvasEyedropper.tsx';
import { ClubColors } from './ClubColors.tsx';
import { HsvPicker } from './HsvPicker.tsx';
import { KitColorRow } from './KitColorRow.tsx';
import './color-picker.css';

interface EyeDropperResult {
  sRGBHex: string;
}
type EyeDropperCtor = new () => { open(): Promise<EyeDropperResult> };

export interface ColorPickerProps {
  open: boolean;
  initial: string;
  onOpenChange: (open: boolean) => void;
  onApply: (hex: string) => void;
  /** Replaces this colour everywhere in the kit (quick recolor of one pair). */
  onApplyAll?: (hex: string) => void;
}

/**
 * The colour picker: the kit's own colours by role, default palette (7x9) beside hue/saturation/
 * value controls, custom palette (newest first), club colour presets, hex entry, the browser's screen eyedropper where it exists and sampling from the app's canvas
 * everywhere. Invalid hex marks the field and disables Apply and Apply all. While sampling, the
 * dialog steps aside so the views can be pointed at; a pick or Escape brings it back.
 */
export function ColorPicker({ open, initial, onOpenChange, onApply, onApplyAll }: ColorPickerProps) {
  const { t } = useTranslation();
  const { renderer } = useEditor();
  const prefs = usePreferences();
  const [text, setText] = useState(initial);
  const [sampling, setSampling] = useState(false);
  const parsed = parseHexColor(text);
  const valid = parsed.ok;
  const current = parsed.ok ? parsed.color : null;
  const eyeDropper = (window as unknown as { EyeDropper?: EyeDropperCtor }).EyeDropper;
  const picked = (hex: string) => {
    const color = parseHexColor(hex);
    if (!color.ok) return;
    setText(color.color);
    rememberColor(preferences, color.color);
  };
  const endSampling = useCallback(() => setSampling(false), []);
  const apply = (target: (hex: string) => void) => {
    if (!parsed.ok) return;
    rememberColor(preferences, parsed.color);
    target(parsed.color);
    onOpenChange(false);
  };
  const swatch = (color: string) => (
    <button
      key={color}
      type="button"
      className={`swatch${current === color ? ' swatch-current' : ''}`}
      style={{ background: color }}
      aria-label={color}
      onClick={() => setText(color)}
    />
  );
  return (
    <>
      <Dialog.Root
        open={open && !sampling}
        onOpenChange={(next) => {
          if (next) setText(initial);
          onOpenChange(next);
        }}
      >
        <Dialog.Portal>
          <Dialog.Overlay className="dialog-overlay" />
          <Dialog.Content className="dialog color-picker" aria-describedby={undefined}>
            <Dialog.Title>{t('color.title')}</Dialog.Title>
            <KitColorRow current={current} onChoose={setText} />
            <div className="color-choosers">
              <div className="palette" role="group" aria-label={t('color.defaultPalette')}>
                {DEFAULT_PALETTE.map((row, i) => (
                  <div className="palette-row" key={i}>
                    {row.map(swatch)}
                  </div>
                ))}
              </div>
              <HsvPicker color={current} onChange={setText} />
            </div>
            <div className="palette palette-custom" role="group" aria-label={t('color.customPalette')}>
              {prefs.customPalette.length === 0 ? (
                <span className="muted">{t('color.customEmpty')}</span>
              ) : null}
              <div className="palette-row">{prefs.customPalette.map(swatch)}</div>
            </div>
            <ClubColors current={current} onChoose={setText} />
            <div className="color-entry">
              <span className="color-preview" style={{ background: current ?? 'transparent' }} />
              <input
                aria-label={t('color.hex')}
                aria-invalid={!valid}
                className={valid ? '' : 'invalid'}
                value={text}
                onChange={(event) => setText(event.target.value)}
              />
              {/* Only the 3D and Texture views show the kit's canvas; other tabs have nothing to sample. */}
              <button
                type="button"
                disabled={!renderer.domElement.isConnected}
                onClick={() => setSampling(true)}
              >
                {t('color.sampleKit')}
              </button>
              {eyeDropper ? (
                <button
                  type="button"
                  onClick={() =>
                    void new eyeDropper()
                      .open()
                      .then((result) => picked(result.sRGBHex))
                      .catch(() => undefined)
                  }
                >
                  {t('color.eyedropper')}
                </button>
              ) : null}
            </div>
            {valid ? null : <p className="error-text">{t('kit.invalidHexColor')}</p>}
            <div className="dialog-buttons">
              <Dialog.Close asChild>
                <button type="button">{t('common.cancel')}</button>
              </Dialog.Close>
              {onApplyAll ? (
                <button type="button" disabled={!valid} onClick={() => apply(onApplyAll)}>
                  {t('color.applyAll')}
                </button>
              ) : null}
              <button type="button" className="primary" disabled={!valid} onClick={() => apply(onApply)}>
                {t('color.apply')}
              </button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      {open && sampling ? (
        <CanvasEyedropper
          renderer={renderer}
          onPick={(hex) => {
            picked(hex);
            setSampling(false);
          }}
          onCancel={endSampling}
        />
      ) : null}
    </>
  );
}
