import * as z from 'zod';
import { contentTypes } from '../uploads';

/** Where a card or question came from, so a student can check it. */
export const sourceSchema = z.object({
  /** 'Page 3', 'Slide 2', 'Section 1' or, for audio, '04:12'. */
  label: z.string(),
  page: z.number().int().positive().optional(),
  slide: z.number().int().positive().optional(),
  offsetSeconds: z.number().nonnegative().optional(),
  sentence: z.string(),
});
export type Source = z.infer<typeof sourceSchema>;

export const studySetSchema = z.object({
  _id: z.string(),
  title: z.string(),
  contentType: z.enum(contentTypes),
  cardCount: z.number().int().nonnegative(),
  sourceFileName: z.string(),
  createdAt: z.string(),
  /** Whether the original file is kept and can be opened (GET /api/study-sets/{id}/source). */
  hasSource: z.boolean().optional(),
});
export type StudySet = z.infer<typeof studySetSchema>;

export const studySetListQuerySchema = z.object({
  contentType: z.enum(['all', ...contentTypes]).default('all'),
  searchTerm: z.string().trim().max(200).optional(),
});
export type StudySetListQuery = z.infer<typeof studySetListQuerySchema>;

export const flashcardSchema = z.object({
  /** Stable for the card's life, also when it is edited: `{setId}-{n}`. */
  _id: z.string(),
  question: z.string().min(1),
  answer: z.string().min(1),
  source: sourceSchema,
});
export type Flashcard = z.infer<typeof flashcardSchema>;

export const quizQuestionSchema = z.object({
  _id: z.string(),
  question: z.string().min(1),
  correctAnswer: z.string().min(1),
  incorrectAnswers: z.array(z.string().min(1)).min(1),
  explanation: z.string().optional(),
  source: sourceSchema,
});
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;

export const studySetListSchema = z.array(studySetSchema);
export const flashcardListSchema = z.array(flashcardSchema);
export const quizQuestionListSchema = z.array(quizQuestionSchema);
