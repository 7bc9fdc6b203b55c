import type { Flashcard, QuizQuestion, StudySet, StudySetListQuery } from '@shared/api/study-sets';
import { NotFoundError } from './errors';
import type { Storage, StudySetRecord, StudySetStore } from './ports';

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

export async function listStudySets(
  sets: Pick<StudySetStore, 'listStudySets'>,
  userId: string,
  query: StudySetListQuery,
) {
  return filterStudySets(await sets.listStudySets(userId), query);
}

export async function getStudySet(
  sets: Pick<StudySetStore, 'getStudySet'>,
  userId: string,
  setId: string,
): Promise<StudySet> {
  const set = await sets.getStudySet(userId, setId);
  if (!set) throw notFound();
  return toStudySetView(set);
}

/** A set's items when it is of `kind` (none when it is the other kind); 404 when it is not the caller's. */
async function itemsOfKind<T extends Flashcard | QuizQuestion>(
  sets: Pick<StudySetStore, 'getStudySet' | 'listItems'>,
  userId: string,
  setId: string,
  kind: StudySet['contentType'],
): Promise<T[]> {
  const set = await sets.getStudySet(userId, setId);
  if (!set) throw notFound();
  if (set.contentType !== kind) return [];
  return (await sets.listItems(userId, setId)) as T[];
}

export const getFlashcards = (sets: Pick<StudySetStore, 'getStudySet' | 'listItems'>, userId: string, setId: string) =>
  itemsOfKind<Flashcard>(sets, userId, setId, 'flashcards');

export const getQuizQuestions = (
  sets: Pick<StudySetStore, 'getStudySet' | 'listItems'>,
  userId: string,
  setId: string,
) => itemsOfKind<QuizQuestion>(sets, userId, setId, 'quiz');

/** The set, its items and its kept original file (when `storage` is given). */
export async function deleteStudySet(
  sets: Pick<StudySetStore, 'getStudySet' | 'deleteStudySet'>,
  userId: string,
  setId: string,
  storage?: Pick<Storage, 'remove'>,
): Promise<void> {
  const set = await sets.getStudySet(userId, setId);
  if (!set) throw notFound();
  await sets.deleteStudySet(userId, setId);
  if (set.sourceKey && storage) await storage.remove(set.sourceKey);
}
