/**
 * The three channel colours of a channel-mask image as a flat sRGB 0..1 array (uPalette[3]).
 * Each channel takes the first colour list that has an entry for it, so a layer with fewer
 * colours than the image has parts keeps the image's own colour for the rest.
 */
const parse = (hex: string | undefined): [number, number, number] | undefined => {
  const m = hex === undefined ? null : /^#?([0-9a-f]{6})$/i.exec(hex);
  if (!m) return undefined;
  const n = parseInt(m[1]!, 16);
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
};

/** Fallback for a channel no list colours: white, the spec's default logo colour. */
const WHITE: [number, number, number] = [1, 1, 1];

export function channelPalette(...sources: (readonly (string | undefined)[])[]): number[] {
  const out: number[] = [];
  for (let channel = 0; channel < 3; channel++) {
    const color = sources.map((list) => parse(list[channel])).find((c) => c !== undefined);
    out.push(...(color ?? WHITE));
  }
  return out;
}
