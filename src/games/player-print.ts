/**
 * The player's printing of a game in region pixels: the shares of `GameLayout.playerPrint`
 * turned into the back and front panels' own space (origin at the panel's centre, y up, scale 1),
 * which is where the printing layer draws (compositor/layers/printing.ts).
 */
import { gameLayout } from './index.ts';
import { uprightRect, type PrintSpot } from './layout.ts';
import type { RegionName } from './regions.ts';

/** One printed line in region pixels: its ink height and the region y of its centre. */
export interface PrintLine {
  ink: number;
  y: number;
}

export interface PlayerPrintPlaces {
  backNumber: PrintLine;
  name: PrintLine;
  frontNumber: PrintLine;
}

function panelHeight(game: string, name: RegionName): number {
  const region = gameLayout(game).areas.shirt?.regions.find((r) => r.name === name);
  return region ? uprightRect(region).h : 0;
}

const line = (spot: PrintSpot, height: number): PrintLine => ({
  ink: spot.height * height,
  y: height / 2 - spot.depth * height,
});

export function playerPrintPlaces(game: string): PlayerPrintPlaces {
  const print = gameLayout(game).playerPrint;
  const back = panelHeight(game, 'back');
  return {
    backNumber: line(print.backNumber, back),
    name: line(print.name, back),
    frontNumber: line(print.frontNumber, panelHeight(game, 'front')),
  };
}
