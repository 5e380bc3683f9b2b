import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './visual-picker.css';

export interface VisualOption<T extends string | number> {
  value: T;
  /** The visible name, which is also the option's accessible name. */
  label: string;
  /** The thumbnail; null while it is drawn or when it cannot be: the tile shows its name alone. */
  picture: ReactNode | null;
}

export interface VisualPickerProps<T extends string | number> {
  label: string;
  value: T;
  options: readonly VisualOption<T>[];
  onChange: (value: T) => void;
  /** Tile size: designs show pattern detail, garment shapes read at a smaller size. */
  size?: 'md' | 'sm';
}

/**
 * A choice among a few named looks, shown as thumbnails: a WAI-ARIA radio group (one tab stop,
 * arrows move and choose, Home/End), because each choice applies at once like a select's did.
 * Pictures are decoration (aria-hidden): the name under each is what a screen reader reads, so
 * a missing picture loses nothing but the picture.
 */
export function VisualPicker<T extends string | number>({
  label,
  value,
  options,
  onChange,
  size = 'md',
}: VisualPickerProps<T>) {
  const labelId = useId();
  const group = useRef<HTMLDivElement>(null);
  const current = Math.max(
    0,
    options.findIndex((option) => option.value === value),
  );
  const choose = (index: number) => {
    const option = options[index];
    if (!option) return;
    group.current?.querySelectorAll<HTMLElement>('[role="radio"]')[index]?.focus();
    if (option.value !== value) onChange(option.value);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // Left and right follow the page's direction: in Hebrew the next tile is on the left.
    const rtl = group.current ? getComputedStyle(group.current).direction === 'rtl' : false;
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    const last = options.length - 1;
    const moves: Record<string, number> = {
      [forward]: current === last ? 0 : current + 1,
      ArrowDown: current === last ? 0 : current + 1,
      [back]: current === 0 ? last : current - 1,
      ArrowUp: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose(next);
  };
  return (
    <div className={`field visual-picker visual-picker-${size}`}>
      <span className="field-label" id={labelId}>
        {label}
      </span>
      <div
        ref={group}
        role="radiogroup"
        aria-labelledby={labelId}
        className="visual-picker-grid"
        onKeyDown={onKeyDown}
      >
        {options.map((option, index) => {
          const checked = index === current;
          return (
            <div
              key={String(option.value)}
              role="radio"
              aria-checked={checked}
              tabIndex={checked ? 0 : -1}
              className="visual-option"
              onClick={() => choose(index)}
              onKeyDown={(event) => {
                if (event.key === ' ' || event.key === 'Enter') {
                  event.preventDefault();
                  choose(index);
                }
              }}
            >
              <span className="visual-option-picture" aria-hidden="true">
                {option.picture}
              </span>
              <span className="visual-option-label">{option.label}</span>
            </div>
          );
        })}
      </div>
    </div>
  );
}
