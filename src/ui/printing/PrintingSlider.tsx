import type { NumberParam } from '../../kit/model/ranges.ts';
import { NumberSlider } from '../widgets/NumberSlider.tsx';

/**
 * A printing slider over a range of the kit's tables: a drag is one 'edit kit' step. The border
 * width is stored 0..8 but the slider offers 1..8 (spec §5), hence `min`.
 */
export function PrintingSlider({
  label,
  param,
  value,
  min,
  onBegin,
  onCommit,
  onChange,
}: {
  label: string;
  param: NumberParam;
  value: number;
  min?: number;
  onBegin: () => void;
  onCommit: () => void;
  onChange: (value: number) => void;
}) {
  return (
    <NumberSlider
      label={label}
      value={value}
      min={min ?? param.min}
      max={param.max}
      onBegin={onBegin}
      onCommit={onCommit}
      onChange={onChange}
    />
  );
}
