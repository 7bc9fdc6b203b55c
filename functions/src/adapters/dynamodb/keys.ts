/**
 * Every key of the one table (infra/definitions.ts), in one place: the stores here and the
 * integration tests that read items directly build them the same way, so a format changes once.
 * Every item a user owns is under pk USER#{sub}, so a request can only ever address the caller's
 * own data:
 *   JOB#{jobId}            a generation job (expires 30 days after its last change)
 *   USAGE#{YYYY-MM}        generations used in a month
 *   UPLOAD_RATE#{YYYY-MM-DDTHH:MM}  upload requests counted in a UTC minute (expires soon after)
 *   SUBSCRIPTION           the plan, the Stripe customer, each subscription's state and the open
 *                          checkout (no item: free)
 *   SET#{setId}            a study set (setId = the job id, so a retried job writes the same set)
 *   ITEM#{setId}#{nnnn}    its flashcards or questions, in order; the item `{setId}-{n}` is at
 *                          nnnn = n-1, so an edit rewrites the same key and a new item gets the next
 *   CARD#{setId}#{itemId}  one card's FSRS state, also in gsi1 as DUE#{sub} / {due ISO}#{setId}#{itemId}
 *   ATTEMPT#{setId}#{attemptId}  a saved quiz attempt
 *   SCORES#{setId}         the set's attempt count, best and last score
 * and, outside any user:
 *   STRIPE_EVENT#{id} / EVENT   a webhook event already handled (expires after 30 days)
 * Existing items were written with exactly these strings: changing one loses them.
 */
export const userKey = (userId: string) => `USER#${userId}`;

export const jobKey = (jobId: string) => `JOB#${jobId}`;
export const usageKey = (period: string) => `USAGE#${period}`;
export const uploadRateKey = (window: string) => `UPLOAD_RATE#${window}`;
export const subscriptionKey = 'SUBSCRIPTION';

export const setPrefix = 'SET#';
export const setKey = (setId: string) => `${setPrefix}${setId}`;
export const itemPrefix = (setId: string) => `ITEM#${setId}#`;
/** ITEM#{setId}#{index, 4 digits}: items sort in the order they were made. */
export const itemKeyAt = (setId: string, index: number) => `${itemPrefix(setId)}${String(index).padStart(4, '0')}`;
/** The key of the item `{setId}-{n}`: index n-1. */
export const itemKey = (setId: string, itemId: string) =>
  itemKeyAt(setId, Number(itemId.slice(itemId.lastIndexOf('-') + 1)) - 1);
/** The id an item key encodes (items written before items had ids have only their key). */
export const itemIdFromKey = (setId: string, sk: string) => `${setId}-${Number(sk.slice(sk.lastIndexOf('#') + 1)) + 1}`;

/** A set's cards with a set id, every card of the user without. */
export const cardPrefix = (setId?: string) => (setId === undefined ? 'CARD#' : `CARD#${setId}#`);
export const cardKey = (setId: string, itemId: string) => `${cardPrefix(setId)}${itemId}`;
/** The table's one GSI (infra/definitions.ts, `table.globalSecondaryIndexes`; functions import shared only). */
export const dueIndex = 'gsi1';
export const dueIndexKey = (userId: string) => `DUE#${userId}`;
export const dueSortKey = (due: string, setId: string, itemId: string) => `${due}#${setId}#${itemId}`;
export const attemptPrefix = (setId: string) => `ATTEMPT#${setId}#`;
export const attemptKey = (setId: string, attemptId: string) => `${attemptPrefix(setId)}${attemptId}`;
export const scoresPrefix = 'SCORES#';
export const scoresKey = (setId: string) => `${scoresPrefix}${setId}`;

export const stripeEventKey = (eventId: string) => ({ pk: `STRIPE_EVENT#${eventId}`, sk: 'EVENT' });
