/** The quiz result tiers (spec §4), best first: the first whose threshold the percent reaches. */
export interface QuizTier {
  name: string;
  mood: string;
  minPercent: number;
  emoji: string;
  message: string;
  caption: string;
}

export const quizTiers: readonly QuizTier[] = [
  {
    name: 'Ascended Brain',
    mood: 'transcendent',
    minPercent: 100,
    emoji: '🧠',
    message: 'Flawless. Every single one.',
    caption: 'You could teach this class.',
  },
  {
    name: 'Dragon of Discipline',
    mood: 'legendary',
    minPercent: 95,
    emoji: '🐉',
    message: 'Nearly perfect.',
    caption: 'One slip away from ascension.',
  },
  {
    name: 'Intellectual Eagle',
    mood: 'master',
    minPercent: 80,
    emoji: '🦅',
    message: 'Sharp and sure.',
    caption: 'Review the few you missed and you are there.',
  },
  {
    name: 'Cunning Fox',
    mood: 'clever',
    minPercent: 60,
    emoji: '🦊',
    message: 'You know most of it.',
    caption: 'Another round on the gaps will lock it in.',
  },
  {
    name: 'Steady Turtle',
    mood: 'progressing',
    minPercent: 40,
    emoji: '🐢',
    message: 'Getting there.',
    caption: 'Study the cards, then come back for a retake.',
  },
  {
    name: 'Persistent Donkey',
    mood: 'determined',
    minPercent: 20,
    emoji: '🫏',
    message: 'A start.',
    caption: 'Flip through the flashcards first; it will click.',
  },
  {
    name: 'Floating Jellyfish',
    mood: 'drifting',
    minPercent: 0,
    emoji: '🪼',
    message: 'Drifting for now.',
    caption: 'Everyone starts somewhere. Read the source and try again.',
  },
];

export function tierFor(percent: number): QuizTier {
  return quizTiers.find((tier) => percent >= tier.minPercent) ?? quizTiers[quizTiers.length - 1]!;
}

export const quizTimeLimitSeconds = 15 * 60;
export const quizWarningSeconds = 5 * 60;
export const quizAdvanceMs = 3000;
