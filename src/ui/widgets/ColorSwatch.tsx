import { useState } from 'react';
import { ColorPicker } from './ColorPicker.tsx';

export interface ColorSwatchProps {
  label: string;
  color: string;
  onApply: (hex: string) => void;
  onApplyAll?: (hex: string) => void;
}

/** A colour swatch button that opens the colour picker for its colour. */
export function ColorSwatch({ label, color, onApply, onApplyAll }: ColorSwatchProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="swatch swatch-large"
        style={{ background: color }}
        aria-label={`${label}: ${color}`}
        onClick={() => setOpen(true)}
      />
      {open ? (
        <ColorPicker
          open={open}
          initial={color}
          onOpenChange={setOpen}
          onApply={onApply}
          onApplyAll={onApplyAll}
        />
      ) : null}
    </>
  );
}
