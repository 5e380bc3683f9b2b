/** Small labelled inputs for the playground cards, each with an accessible name. */
import type { Param } from '../kit/model/ranges.ts';

export type Fields = Record<string, unknown>;

function label(text: string, input: HTMLElement, output?: HTMLOutputElement): HTMLLabelElement {
  const el = document.createElement('label');
  el.append(text, input, output ?? document.createElement('span'));
  return el;
}

export function numberControl(
  text: string,
  min: number,
  max: number,
  value: number,
  onChange: (v: number) => void,
): HTMLLabelElement {
  const input = Object.assign(document.createElement('input'), {
    type: 'range',
    min,
    max,
    value: String(value),
  });
  input.step = max - min > 20 ? '1' : 'any';
  const output = document.createElement('output');
  output.value = String(value);
  input.addEventListener('input', () => {
    output.value = input.value;
    onChange(Number(input.value));
  });
  return label(text, input, output);
}

export function boolControl(text: string, value: boolean, onChange: (v: boolean) => void): HTMLLabelElement {
  const input = Object.assign(document.createElement('input'), { type: 'checkbox', checked: value });
  input.addEventListener('change', () => onChange(input.checked));
  return label(text, input);
}

export function choiceControl<T extends string | number>(
  text: string,
  options: readonly T[],
  value: T,
  onChange: (v: T) => void,
): HTMLLabelElement {
  const select = document.createElement('select');
  for (const option of options)
    select.append(new Option(String(option), String(option), false, option === value));
  select.addEventListener('change', () => onChange(options[select.selectedIndex]!));
  return label(text, select);
}

export function colorControl(text: string, value: string, onChange: (v: string) => void): HTMLLabelElement {
  const input = Object.assign(document.createElement('input'), { type: 'color', value });
  input.addEventListener('input', () => onChange(input.value));
  return label(text, input);
}

/** A control for one DESIGNS parameter. */
export function paramControl(
  name: string,
  param: Param,
  value: unknown,
  onChange: (v: unknown) => void,
): HTMLElement {
  if (param.kind === 'number')
    return numberControl(
      name,
      param.min,
      param.max,
      typeof value === 'number' ? value : param.default,
      onChange,
    );
  if (param.kind === 'bool')
    return boolControl(name, typeof value === 'boolean' ? value : param.default, onChange);
  return choiceControl(name, param.options, (value as string | number) ?? param.default, onChange);
}
