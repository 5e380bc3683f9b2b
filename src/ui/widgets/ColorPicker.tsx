import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { parseHexColor } from '../../kit/index.ts';
import { useTranslation } from '../../i18n/index.ts';
import { usePreferences } from '../../editor/hooks.tsx';
import { DEFAULT_PALETTE, addToCustomPalette } from '../../editor/palette.ts';
import { preferences } from '../../editor/prefs.ts';

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
 * The colour picker: default palette (7x9), custom palette (newest first), hex entry and the
 * browser's eyedropper where it exists. Invalid hex marks the field and disables Apply and Apply all.
 */
export function ColorPicker({ open, initial, onOpenChange, onApply, onApplyAll }: ColorPickerProps) {
  const { t } = useTranslation();
  const prefs = usePreferences();
  const [text, setText] = useState(initial);
  const parsed = parseHexColor(text);
  const valid = parsed.ok;
  const remember = (hex: string) => {
    preferences.customPalette = addToCustomPalette(preferences.customPalette, hex);
  };
  const eyeDropper = (window as unknown as { EyeDropper?: EyeDropperCtor }).EyeDropper;
  const swatch = (color: string) => (
    <button
      key={color}
      type="button"
      className={`swatch${parsed.ok && parsed.color === color ? ' swatch-current' : ''}`}
      style={{ background: color }}
      aria-label={color}
      onClick={() => setText(color)}
    />
  );
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) setText(initial);
        onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog color-picker" aria-describedby={undefined}>
          <Dialog.Title>{t('color.title')}</Dialog.Title>
          <div className="palette" role="group" aria-label={t('color.defaultPalette')}>
            {DEFAULT_PALETTE.map((row, i) => (
              <div className="palette-row" key={i}>
                {row.map(swatch)}
              </div>
            ))}
          </div>
          <div className="palette palette-custom" role="group" aria-label={t('color.customPalette')}>
            {prefs.customPalette.length === 0 ? (
              <span className="muted">{t('color.customEmpty')}</span>
            ) : null}
            <div className="palette-row">{prefs.customPalette.map(swatch)}</div>
          </div>
          <div className="color-entry">
            <span className="color-preview" style={{ background: valid ? parsed.color : 'transparent' }} />
            <input
              aria-label={t('color.hex')}
              aria-invalid={!valid}
              className={valid ? '' : 'invalid'}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
            {eyeDropper ? (
              <button
                type="button"
                onClick={() =>
                  void new eyeDropper()
                    .open()
                    .then((result) => setText(result.sRGBHex))
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
              <button
                type="button"
                disabled={!valid}
                onClick={() => {
                  if (!parsed.ok) return;
                  remember(parsed.color);
                  onApplyAll(parsed.color);
                  onOpenChange(false);
                }}
              >
                {t('color.applyAll')}
              </button>
            ) : null}
            <button
              type="button"
              className="primary"
              disabled={!valid}
              onClick={() => {
                if (!parsed.ok) return;
                remember(parsed.color);
                onApply(parsed.color);
                onOpenChange(false);
              }}
            >
              {t('color.apply')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
