import {
  editMessages,
  flashcardDraftSchema,
  manualSource,
  maxItemsPerSet,
  quizQuestionDraftSchema,
  sourceKindFor,
  type StudySetSource,
} from '@shared/api/set-editing';
import type { z } from 'zod';
import type { ReviewStore } from './reviews';
import { NotFoundError, ValidationError } from './errors';
import type { ItemFields, Storage, StudyItem, StudySetRecord, StudySetStore } from './ports';
import { toStudySetView } from './study-sets';

/** How long a source link works: long enough to open it, short enough not to be passed around. */
export const sourceLinkSeconds = 5 * 60;

/** The study-set calls editing needs. */
type SetEditingStore = Pick<
  StudySetStore,
  'getStudySet' | 'listItems' | 'updateStudySet' | 'createItem' | 'updateItem' | 'deleteItem'
>;

/** n of an item id `{setId}-{n}` (1-based: the item's place when it was made). */
export const itemNumber = (itemId: string) => Number(itemId.slice(itemId.lastIndexOf('-') + 1));

async function setToEdit(store: Pick<StudySetStore, 'getStudySet'>, userId: string, setId: string) {
  const set = await store.getStudySet(userId, setId);
  if (!set) throw new NotFoundError(editMessages.setGone);
  return set;
}

function parseDraft(set: StudySetRecord, body: unknown): ItemFields {
  const result =
    set.contentType === 'quiz' ? quizQuestionDraftSchema.safeParse(body) : flashcardDraftSchema.safeParse(body);
  if (!result.success)
    throw new ValidationError(
      result.error.issues[0]?.message ?? 'The item is not valid.',
      result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    );
  const draft = result.data as z.infer<typeof quizQuestionDraftSchema> | z.infer<typeof flashcardDraftSchema>;
  if ('correctAnswer' in draft)
    return { ...draft, explanation: draft.explanation ? draft.explanation : undefined } satisfies ItemFields;
  return draft;
}

export async function renameStudySet(store: SetEditingStore, userId: string, setId: string, title: string) {
  const updated = await store.updateStudySet(userId, setId, { title });
  if (!updated) throw new NotFoundError(editMessages.setGone);
  return toStudySetView(updated);
}

/** Adds an item at the end of the set, with the next free id; the set's count goes up by one. */
export async function addItem(store: SetEditingStore, userId: string, setId: string, body: unknown) {
  const set = await setToEdit(store, userId, setId);
  const fields = parseDraft(set, body);
  const items = await store.listItems(userId, setId);
  if (items.length >= maxItemsPerSet) throw new ValidationError(editMessages.tooManyItems);
  let next = items.reduce((max, item) => Math.max(max, itemNumber(item._id)), 0) + 1;
  for (let attempt = 0; attempt < 5; attempt += 1, next += 1) {
    if (next > 9999) break;
    const item = { ...fields, _id: `${setId}-${next}`, source: { ...manualSource } } as StudyItem;
    if (await store.createItem(userId, setId, item)) {
      // A set deleted meanwhile: the item is an orphan that the set's deletion sweeps next time.
      if (!(await store.updateStudySet(userId, setId, { cardCountDelta: 1 })))
        throw new NotFoundError(editMessages.setGone);
      return item;
    }
  }
  throw new ValidationError(editMessages.tooManyItems);
}

/** Edits an item in place: same id, same source, so its review history stays with it. */
export async function editItem(store: SetEditingStore, userId: string, setId: string, itemId: string, body: unknown) {
  const set = await setToEdit(store, userId, setId);
  const fields = parseDraft(set, body);
  const item = await store.updateItem(userId, setId, itemId, fields);
  if (!item) throw new NotFoundError(editMessages.itemGone);
  return item;
}

/**
 * Deletes an item, counts it out of the set, and drops its review state, so a deleted card is
 * neither due nor counted in the set's progress.
 */
export async function removeItem(
  store: SetEditingStore,
  reviews: Pick<ReviewStore, 'deleteCard'>,
  userId: string,
  setId: string,
  itemId: string,
) {
  await setToEdit(store, userId, setId);
  if (!(await store.deleteItem(userId, setId, itemId))) throw new NotFoundError(editMessages.itemGone);
  await store.updateStudySet(userId, setId, { cardCountDelta: -1 });
  await reviews.deleteCard(userId, setId, itemId);
}

/** A short-lived link to the set's original file, for its owner only. */
export async function getStudySetSource(
  store: Pick<StudySetStore, 'getStudySet'>,
  storage: Pick<Storage, 'presignDownload'>,
  userId: string,
  setId: string,
): Promise<StudySetSource> {
  const set = await store.getStudySet(userId, setId);
  if (!set) throw new NotFoundError("That study set doesn't exist.");
  if (!set.sourceKey)
    throw new NotFoundError("This set's original file wasn't kept (sets made before sources were kept).");
  return {
    url: await storage.presignDownload(set.sourceKey, set.sourceFileName, sourceLinkSeconds),
    kind: sourceKindFor(set.sourceFileName),
    fileName: set.sourceFileName,
  };
}
