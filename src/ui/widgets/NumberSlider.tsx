import { Slider } from 'radix-ui';
import { useState } from 'react';

export interface NumberSliderProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  disabled?: boolean;
  /** Pointer-down on the track: a continuous edit starts. */
  onBegin?: () => void;
  onChange: (value: number) => void;
  /** Release (or a keyboard step): the edit ends. */
  onCommit?: () => void;
  /**
   * The value a large step (Page Up / Page Down, Shift+arrow) goes to from `value`; left out,
   * it is ten steps, the slider's own.
   */
  largeStep?: (value: number, direction: 1 | -1) => number;
}

/**
 * A slider with numeric entry. Dragging is one continuous edit (begin, live changes, commit);
 * the number field applies on Enter or when it loses focus, clamped by the kit operation.
 */
export function NumberSlider({
  label,
  value,
  min,
  max,
  step = 1,
  disabled,
  onBegin,
  onChange,
  onCommit,
  largeStep,
}: NumberSliderProps) {
  // What the user is typing; null shows the current value.
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? String(value);
  const applyText = () => {
    const parsed = Number(text);
    setDraft(null);
    if (text.trim() !== '' && Number.isFinite(parsed) && parsed !== value) onChange(parsed);
  };
  return (
    <div className="field field-slider">
      <span className="field-label">{label}</span>
      <Slider.Root
        className="slider"
        min={min}
        max={max}
        step={step}
        value={[value]}
        disabled={disabled}
        onPointerDown={() => onBegin?.()}
        onValueChange={([v]) => v !== undefined && onChange(v)}
        onValueCommit={() => onCommit?.()}
        onKeyDownCapture={(event) => {
          const direction = largeStep ? largeStepDirection(event) : 0;
          if (!largeStep || direction === 0 || disabled) return;
          event.preventDefault();
          event.stopPropagation();
          const next = Math.min(max, Math.max(min, largeStep(value, direction)));
          if (next !== value) onChange(next);
          onCommit?.();
        }}
      >
        <Slider.Track className="slider-track">
          <Slider.Range className="slider-range" />
        </Slider.Track>
        <Slider.Thumb className="slider-thumb" aria-label={label} />
      </Slider.Root>
      <input
        className="slider-number"
        type="number"
        aria-label={label}
        value={text}
        min={min}
        max={max}
        step={step}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={applyText}
        onKeyDown={(event) => {
          if (event.key === 'Enter') applyText();
        }}
      />
    </div>
  );
}

/** 1 or -1 for a large-step key (Page Up / Page Down, Shift with an arrow), else 0. */
function largeStepDirection(event: { key: string; shiftKey: boolean }): 1 | -1 | 0 {
  if (event.key === 'PageUp' || (event.shiftKey && (event.key === 'ArrowUp' || event.key === 'ArrowRight')))
    return 1;
  if (
    event.key === 'PageDown' ||
    (event.shiftKey && (event.key === 'ArrowDown' || event.key === 'ArrowLeft'))
  )
    return -1;
  return 0;
}
