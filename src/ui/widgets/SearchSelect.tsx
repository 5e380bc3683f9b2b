import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { Icon } from './Icon.tsx';
import './search-select.css';

export interface SearchSelectProps {
  /** The accessible name (and visible label). */
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  disabled?: boolean;
  onChange: (value: string) => void;
}

/** Options whose label holds every word typed, in any order, case and accents ignored. */
function matching<O extends { label: string }>(options: readonly O[], query: string): O[] {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const words = fold(query).split(/\s+/).filter(Boolean);
  return options.filter((option) => words.every((word) => fold(option.label).includes(word)));
}

/**
 * A searchable dropdown (WAI-ARIA editable combobox with list autocomplete): the field shows the
 * chosen option; typing filters the list; arrows move through it, Enter or a click chooses,
 * Escape or leaving the field closes it and puts the chosen option's text back. Nothing changes
 * until an option is chosen, so a half-typed filter never becomes the value.
 */
export function SearchSelect({ label, value, options, disabled, onChange }: SearchSelectProps) {
  const { t } = useTranslation();
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  /** What the user typed since the list opened; null: nothing yet (the whole list shows). */
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const chosen = options.find((option) => option.value === value);
  const shown = query === null ? options : matching(options, query);
  const activeIndex = Math.min(active, shown.length - 1);
  const optionId = (index: number) => `${listId}-${index}`;

  const close = () => {
    setOpen(false);
    setQuery(null);
  };
  const openList = () => {
    if (open) return;
    setOpen(true);
    setQuery(null);
    setActive(
      Math.max(
        0,
        options.findIndex((option) => option.value === value),
      ),
    );
  };
  const choose = (option: { value: string } | undefined) => {
    if (option && option.value !== value) onChange(option.value);
    close();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return openList();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // The list wraps at its ends, as the NBA 2K dialog's team and jersey lists do (document 2).
      if (shown.length > 0) setActive((activeIndex + step + shown.length) % shown.length);
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      choose(shown[activeIndex]);
    } else if (event.key === 'Escape' && open) {
      event.stopPropagation(); // closes the list, not the dialog around it
      event.preventDefault();
      close();
    }
  };

  return (
    <div className="search-select">
      <span className="field-label" aria-hidden="true">
        {label}
      </span>
      <span className="search-select-field">
        <input
          ref={input}
          type="text"
          role="combobox"
          aria-label={label}
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          autoComplete="off"
          spellCheck={false}
          disabled={disabled}
          value={query ?? chosen?.label ?? ''}
          onFocus={(event) => {
            openList();
            event.currentTarget.select();
          }}
          onClick={openList}
          onBlur={close}
          onChange={(event) => {
            setOpen(true);
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
        />
        <Icon name="down" />
      </span>
      <ul id={listId} role="listbox" aria-label={label} className="search-select-list" hidden={!open}>
        {open && shown.length === 0 ? <li className="search-select-empty">{t('common.noResults')}</li> : null}
        {open
          ? shown.map((option, index) => (
              <li
                key={option.value}
                id={optionId(index)}
                role="option"
                // The option the arrows are on is the selected one (WAI-ARIA listbox autocomplete)
                aria-selected={index === activeIndex}
                className={option.value === value ? 'chosen' : undefined}
                // mousedown, not click: the field keeps focus, so its blur does not close the list first
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(option);
                }}
                onMouseMove={() => setActive(index)}
              >
                {option.label}
              </li>
            ))
          : null}
      </ul>
    </div>
  );
}
