import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { hexToHsv, hsvToHex, type Hsv } from '../../kit/index.ts';
import { useTranslation } from '../../i18n/index.ts';

export interface HsvPickerProps {
  /** The picker's colour; null while the hex field holds no valid colour. */
  color: string | null;
  onChange: (hex: string) => void;
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/**
 * Hue, saturation and value beside the palette: a saturation/brightness square (pointer drag, or
 * arrow keys: left/right saturation, up/down brightness, 1 % a press, 10 % with Shift, Home/End
 * and PageUp/PageDown for the ends) and a hue slider. The hue is kept while the colour is a grey,
 * where hex alone would forget it, so dragging through white or black does not lose it.
 */
export function HsvPicker({ color, onChange }: HsvPickerProps) {
  const { t } = useTranslation();
  const [hsv, setHsv] = useState<Hsv>(() => hexToHsv(color ?? '#ffffff'));
  // A colour arriving from elsewhere (a swatch, the hex field) moves the controls; our own does not.
  if (color !== null && color !== hsvToHex(hsv)) {
    const next = hexToHsv(color);
    setHsv(next.s === 0 || next.v === 0 ? { ...next, h: hsv.h } : next);
  }
  const area = useRef<HTMLDivElement>(null);
  const set = (next: Hsv) => {
    const clamped = { h: clamp(next.h, 0, 360), s: clamp(next.s, 0, 100), v: clamp(next.v, 0, 100) };
    setHsv(clamped);
    onChange(hsvToHex(clamped));
  };
  const fromPointer = (event: PointerEvent<HTMLDivElement>) => {
    const box = area.current!.getBoundingClientRect();
    set({
      ...hsv,
      s: ((event.clientX - box.left) / box.width) * 100,
      v: 100 - ((event.clientY - box.top) / box.height) * 100,
    });
  };
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? 10 : 1;
    const moves: Record<string, Partial<Hsv>> = {
      ArrowLeft: { s: hsv.s - step },
      ArrowRight: { s: hsv.s + step },
      ArrowUp: { v: hsv.v + step },
      ArrowDown: { v: hsv.v - step },
      Home: { s: 0 },
      End: { s: 100 },
      PageUp: { v: 100 },
      PageDown: { v: 0 },
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    set({ ...hsv, ...move });
  };
  const s = Math.round(hsv.s);
  const v = Math.round(hsv.v);
  return (
    <div className="hsv-picker" role="group" aria-label={t('color.hsv')}>
      <div
        ref={area}
        className="hsv-area"
        role="slider"
        tabIndex={0}
        aria-label={t('color.saturationValue')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={s}
        aria-valuetext={t('color.saturationValueText', { s, v })}
        style={{ backgroundColor: hsvToHex({ h: hsv.h, s: 100, v: 100 }) }}
        onKeyDown={onKey}
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          event.currentTarget.focus();
          fromPointer(event);
        }}
        onPointerMove={(event) => {
          if (event.currentTarget.hasPointerCapture(event.pointerId)) fromPointer(event);
        }}
      >
        <span
          className="hsv-thumb"
          style={{ left: `${hsv.s}%`, top: `${100 - hsv.v}%`, background: hsvToHex(hsv) }}
          aria-hidden="true"
        />
      </div>
      <input
        className="hsv-hue"
        type="range"
        min={0}
        max={360}
        step={1}
        aria-label={t('color.hue')}
        value={Math.round(hsv.h)}
        onChange={(event) => set({ ...hsv, h: Number(event.target.value) })}
      />
    </div>
  );
}
