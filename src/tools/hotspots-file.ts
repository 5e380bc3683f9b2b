/**
 * The hotspots file (document 1 §3, export version 1): where the game prints the player's
 * number and name, from the hotspots editor's boxes. Bounds are normalised to the texture
 * (0..1, origin top-left, x/y the box centre, as the editor stores them), rotation in degrees.
 *
 * Our reading of the two arc entries (the format's meaning is not public): with an arched name,
 * `namearccenter` is the name box and `namearctangent` the same box's top edge (height 0), the
 * line the arc's ends touch; without an arch both are zero-size boxes at the name's centre.
 */
import type { Hotspot, HotspotExport, PrintPreview } from '../kit/index.ts';

const round = (value: number) => Math.round(value * 10000) / 10000;
const box = (x: number, y: number, width: number, height: number, rotation = 0): Hotspot => ({
  x: round(x),
  y: round(y),
  width: round(width),
  height: round(height),
  rotation,
});

export function hotspotsFile(preview: PrintPreview): HotspotExport {
  const p = preview;
  const arc = p.hasArc;
  return {
    version: 1,
    jersey: {
      numberback: box(p.xNum, p.yNum, p.wNum, p.hNum),
      numberfront: box(p.xNumFront, p.yNumFront, p.wNumFront, p.hNumFront),
      name: box(p.xName, p.yName, p.wName, p.hName),
      namearccenter: arc ? box(p.xName, p.yName, p.wName, p.hName) : box(p.xName, p.yName, 0, 0),
      namearctangent: arc ? box(p.xName, p.yName - p.hName / 2, p.wName, 0) : box(p.xName, p.yName, 0, 0),
    },
    shorts: { number: box(p.xNumShorts, p.yNumShorts, p.wNumShorts, p.hNumShorts) },
  };
}

export const HOTSPOTS_FILE_NAME = 'hotspots.json';

export function hotspotsJson(preview: PrintPreview): string {
  return `${JSON.stringify(hotspotsFile(preview), null, 2)}\n`;
}
