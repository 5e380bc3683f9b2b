import type { Game } from '../kit/index.ts';

/**
 * The companion pages of this site that the editor links to (document 2 §2 "Links out", new
 * tab), each on the games the spec names and only there. One list: the game pages' links and the
 * pages themselves (the FAQ's per-game sections) read it.
 */
export interface LinkOut {
  /** i18n key of the link's text (its accessible name). */
  label: string;
  href: (game: Game) => string;
  games: readonly Game[];
}

/** Games the FAQ answers for, in the order its sections appear (document 2 §2: not pes). */
export const FAQ_GAMES: readonly Game[] = ['fifa', 'eafc', 'fm', 'basketball'];

export const LINKS_OUT: readonly LinkOut[] = [
  // The link lands on the game's own section of the FAQ.
  { label: 'links.faq', href: (game) => `/faq/#${game}`, games: FAQ_GAMES },
  { label: 'links.minikitGenerator', href: () => '/tools/minikit-generator/', games: ['fm'] },
  { label: 'links.pesToFmConverter', href: () => '/tools/pes-to-fm-converter/', games: ['fm'] },
  // The page opens on the linking game's kits.
  {
    label: 'links.editTeamkits',
    href: (game) => `/tools/edit-teamkits/?game=${game}`,
    games: ['fifa', 'eafc'],
  },
];

export function linksOutFor(game: Game): { label: string; href: string }[] {
  return LINKS_OUT.filter((link) => link.games.includes(game)).map((link) => ({
    label: link.label,
    href: link.href(game),
  }));
}
