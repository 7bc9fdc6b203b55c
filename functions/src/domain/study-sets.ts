import type { Flashcard, QuizQuestion, StudySet, StudySetListQuery } from '@shared/api/study-sets';
import type { Usage } from '@shared/api/usage';
import { generationLimit, type PlanType } from '@shared/plans';
import { NotFoundError } from './errors';
import { billingPeriod } from './jobs';
import type { Repository, Storage, StudySetRecord } from './ports';

const notFound = () => new NotFoundError("That study set doesn't exist.");

export function toStudySetView(record: StudySetRecord): StudySet {
  return {
    _id: record._id,
    title: record.title,
    contentType: record.contentType,
    cardCount: record.cardCount,
    sourceFileName: record.sourceFileName,
    createdAt: record.createdAt,
    hasSource: Boolean(record.sourceKey),
  };
}

/** The caller's sets, newest first, by kind and by a case-insensitive match in the title. */
export function filterStudySets(records: StudySetRecord[], query: StudySetListQuery): StudySet[] {
  const term = query.searchTerm?.toLocaleLowerCase();
  return records
    .filter((set) => query.contentType === 'all' || set.contentType === query.contentType)
    .filter((set) => !term || set.title.toLocaleLowerCase().includes(term))
    .sort((a, b) => (a._id < b._id ? 1 : a._id > b._id ? -1 : 0))
    .map(toStudySetView);
}

export async function listStudySets(repository: Repository, userId: string, query: StudySetListQuery) {
  return filterStudySets(await repository.listStudySets(userId), query);
}

export async function getStudySet(repository: Repository, userId: string, setId: string): Promise<StudySet> {
  const set = await repository.getStudySet(userId, setId);
  if (!set) throw notFound();
  return toStudySetView(set);
}

export async function getFlashcards(repository: Repository, userId: string, setId: string): Promise<Flashcard[]> {
  const set = await repository.getStudySet(userId, setId);
  if (!set) throw notFound();
  if (set.contentType !== 'flashcards') return [];
  return (await repository.listItems(userId, setId)) as Flashcard[];
}

export async function getQuizQuestions(repository: Repository, userId: string, setId: string): Promise<QuizQuestion[]> {
  const set = await repository.getStudySet(userId, setId);
  if (!set) throw notFound();
  if (set.contentType !== 'quiz') return [];
  return (await repository.listItems(userId, setId)) as QuizQuestion[];
}

/** The set, its items and its kept original file (when `storage` is given). */
export async function deleteStudySet(
  repository: Repository,
  userId: string,
  setId: string,
  storage?: Pick<Storage, 'remove'>,
): Promise<void> {
  const set = await repository.getStudySet(userId, setId);
  if (!set) throw notFound();
  await repository.deleteStudySet(userId, setId);
  if (set.sourceKey && storage) await storage.remove(set.sourceKey);
}

export function usageView(plan: PlanType, used: number): Usage {
  const limit = generationLimit(plan);
  return { generationsUsed: used, generationsLimit: limit, planType: plan, canGenerate: used < limit };
}

export async function getUsage(repository: Repository, userId: string, now = new Date()): Promise<Usage> {
  const [plan, used] = await Promise.all([repository.getPlan(userId), repository.getUsage(userId, billingPeriod(now))]);
  return usageView(plan, used);
}
