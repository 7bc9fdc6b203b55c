import * as z from 'zod';
import { flashcardSchema, quizQuestionSchema, type Source } from './study-sets';

/**
 * What a student may change in a study set (PATCH /api/study-sets/{id}, POST/PUT/DELETE
 * /api/study-sets/{id}/items[/{itemId}]). The SPA's edit forms validate with the same schemas.
 */

const text = (what: string, max: number) =>
  z.string().trim().min(1, `${what} can't be empty.`).max(max, `${what} must be at most ${max} characters.`);

export const editMessages = {
  distinctOptions: 'The four options must all be different.',
  setGone: "This study set doesn't exist any more (it may have been deleted), so it can't be edited.",
  itemGone: "This item doesn't exist any more (it may have been deleted).",
  tooManyItems: 'A study set can hold at most 2,000 items.',
  emptyExport: 'This set has no items to export. Add a card or question first.',
} as const;

export const maxItemsPerSet = 2000;

export const renameStudySetSchema = z.object({ title: text('The title', 120) });
export type RenameStudySet = z.infer<typeof renameStudySetSchema>;

/** A card as written in the editor; its source is kept from the generated card when editing. */
export const flashcardDraftSchema = z.object({
  question: text('The question', 500),
  answer: text('The answer', 1000),
});
export type FlashcardDraft = z.infer<typeof flashcardDraftSchema>;

/** A quiz question: the right answer and three wrong options, all four different. */
export const quizQuestionDraftSchema = z
  .object({
    question: text('The question', 500),
    correctAnswer: text('The answer', 300),
    incorrectAnswers: z.array(text('A wrong option', 300)).length(3, 'Give exactly three wrong options.'),
    explanation: z.string().trim().max(1000, 'The explanation must be at most 1000 characters.').optional(),
  })
  .superRefine((draft, ctx) => {
    const options = [draft.correctAnswer, ...draft.incorrectAnswers].map((o) => o.toLocaleLowerCase());
    if (new Set(options).size !== options.length)
      ctx.addIssue({ code: 'custom', path: ['incorrectAnswers'], message: editMessages.distinctOptions });
  });
export type QuizQuestionDraft = z.infer<typeof quizQuestionDraftSchema>;

/**
 * POST and PUT item bodies: any object here; the domain checks it against the set's kind (a
 * flashcard or a quiz question draft), which the route cannot know.
 */
export const itemBodySchema = z.record(z.string(), z.unknown());

/** An added or edited item, as the set now holds it. */
export const studyItemSchema = z.union([quizQuestionSchema, flashcardSchema]);

/** The source of an item a student added by hand. */
export const manualSource = { label: 'Added by you', sentence: '' } satisfies Source;

/** `{setId}-{n}`: the id every item keeps for its life. */
export const itemIdPattern = /^[0-9A-HJKMNP-TV-Z]{26}-[1-9]\d{0,3}$/;

export const itemParamsSchema = z.object({
  id: z.string().regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Not a valid id.'),
  itemId: z.string().regex(itemIdPattern, 'Not a valid item id.'),
});

export const sourceKinds = ['pdf', 'slides', 'audio', 'document'] as const;
export type SourceKind = (typeof sourceKinds)[number];

/** GET /api/study-sets/{id}/source: a short-lived link to the set's original file. */
export const studySetSourceSchema = z.object({
  url: z.string().url(),
  kind: z.enum(sourceKinds),
  fileName: z.string(),
});
export type StudySetSource = z.infer<typeof studySetSourceSchema>;

/** What a file's name says it is, for the source viewer. */
export function sourceKindFor(fileName: string): SourceKind {
  const ext = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';
  if (ext === 'pdf') return 'pdf';
  if (ext === 'pptx' || ext === 'ppt') return 'slides';
  if (['mp3', 'wav', 'm4a', 'aac', 'webm', 'ogg'].includes(ext)) return 'audio';
  return 'document';
}
