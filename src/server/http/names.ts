/**
 * Free-text names (kits, images) shown to other people: single-line, without control characters,
 * and without the invisible characters that make one name look like another or turn text around
 * on screen (bidi overrides and isolates, zero-width spaces and joiners, the BOM). "\u202Egpj.exe"
 * would otherwise display as "exe.jpg".
 */

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;
const INVISIBLE = /[\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff]/g;

export function cleanName(value: string, maxLength = 100): string {
  return value.replace(INVISIBLE, '').replace(CONTROL, ' ').trim().slice(0, maxLength).trim();
}
