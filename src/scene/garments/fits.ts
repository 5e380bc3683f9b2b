/**
 * How each game's kit is cut and worn in the preview: Kitsmith's design, not game data. The
 * texture layouts (src/games) say where panels sit on the canvas; these say how the garment
 * sits on the player.
 */
export interface GameFit {
  /** Basketball jerseys have no sleeves. */
  sleeveless: boolean;
  /** Shirt hem when worn out (metres from the floor). */
  hemY: number;
  /** Shorts cut used when the game has no shorts models of its own. */
  shortsCut: string;
  /** A jersey's wide neck (cut to a V by a V or wrap template collar) instead of a shirt collar. */
  neck?: 'scoop';
  /**
   * The player's build as a scale of the football body (x and z across, y up): garments and
   * mannequin are scaled together, so they fit in every combination.
   */
  build: readonly [number, number];
}

const FOOTBALL: GameFit = { sleeveless: false, hemY: 0.8, shortsCut: '0', build: [1, 1] };

export const GAME_FITS: Readonly<Record<string, GameFit>> = {
  eafc: FOOTBALL,
  fifa: FOOTBALL,
  pes: FOOTBALL,
  fm: FOOTBALL,
  // Longer and leaner: a 1.90 m guard against a 1.80 m footballer.
  basketball: { sleeveless: true, hemY: 0.8, shortsCut: 'basketball', neck: 'scoop', build: [0.95, 1.06] },
};

export function gameFit(game: string): GameFit {
  return (Object.hasOwn(GAME_FITS, game) ? GAME_FITS[game] : undefined) ?? FOOTBALL;
}
