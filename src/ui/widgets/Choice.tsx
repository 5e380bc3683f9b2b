export interface ChoiceProps<T extends string | number> {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  disabled?: boolean;
  onChange: (value: T) => void;
}

/** A labelled select over fixed options (modes, placements, blend modes…). */
export function Choice<T extends string | number>({
  label,
  value,
  options,
  disabled,
  onChange,
}: ChoiceProps<T>) {
  return (
    <label className="field field-choice">
      <span className="field-label">{label}</span>
      <select
        value={String(value)}
        disabled={disabled}
        onChange={(event) => {
          const picked = options.find((option) => String(option.value) === event.target.value);
          if (picked) onChange(picked.value);
        }}
      >
        {options.map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
