import type { Game } from '../../kit/index.ts';

/**
 * The FAQ's questions per game (document 2 §2 "/faq/"): where the files go, why a kit does not
 * show, sizes, Plus. Answers restate the How-to texts and shared/reference/game-formats.md, each
 * saying what it rests on (the importer's code, a peer's calibration, or unknown); FIFA and EA FC
 * share one importer, so they share answers.
 */
export interface FaqEntry {
  /** i18n key of the question. */
  question: string;
  /** i18n keys of the answer's paragraphs. */
  answer: readonly string[];
}

const QUESTIONS = ['where', 'notShown', 'sizes'] as const;

/** The answers' key prefix per game. */
const ANSWERS: Readonly<Partial<Record<Game, string>>> = {
  fifa: 'faq.ea',
  eafc: 'faq.ea',
  fm: 'faq.fm',
  basketball: 'faq.basketball',
};

export function faqEntries(game: Game): FaqEntry[] {
  const prefix = ANSWERS[game];
  if (!prefix) return [];
  return [
    ...QUESTIONS.map((q) => ({ question: `faq.q.${q}`, answer: [`${prefix}.${q}`] })),
    // Plus is the same membership everywhere; only FM's free texture size differs (kit/rules/premium.ts).
    { question: 'faq.q.plus', answer: game === 'fm' ? ['faq.plus', 'faq.plus.fm'] : ['faq.plus'] },
  ];
}
