export interface ToggleProps {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

/** A labelled switch (a native checkbox with role switch, so screen readers announce on/off). */
export function Toggle({ label, checked, disabled, onChange }: ToggleProps) {
  return (
    <label className="field field-toggle">
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{label}</span>
    </label>
  );
}
