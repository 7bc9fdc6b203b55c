import { quizTimeLimitSeconds } from '@shared/quiz-tiers';

/**
 * The quiz clock is the time since the attempt started, not a count of ticks, so a reload (or a
 * tab the browser put to sleep) does not give the student their 15 minutes back. The start time
 * is kept in sessionStorage, per tab and per study set.
 */
export const quizStartKey = (studySetId: string) => `learnbetter.quiz-start.${studySetId}`;

/** Whole seconds left of the limit, `startedAt` and `now` in milliseconds. */
export function remainingSeconds(startedAt: number, now: number, limit = quizTimeLimitSeconds) {
  const elapsed = Math.floor(Math.max(0, now - startedAt) / 1000);
  return Math.max(0, limit - elapsed);
}

/**
 * The start of the attempt to resume: the stored one while it still has time left, otherwise a
 * new attempt starting `now` (a finished or abandoned attempt does not end the next one at once).
 */
export function resumeStart(storage: Pick<Storage, 'getItem'> | undefined, studySetId: string, now: number) {
  let stored: string | null = null;
  try {
    stored = storage?.getItem(quizStartKey(studySetId)) ?? null;
  } catch {
    // Storage can be unavailable (privacy modes): the clock still runs, it just won't survive a reload.
  }
  const startedAt = Number(stored);
  if (stored && Number.isFinite(startedAt) && startedAt <= now && remainingSeconds(startedAt, now) > 0)
    return startedAt;
  return now;
}

export function saveStart(storage: Pick<Storage, 'setItem'> | undefined, studySetId: string, startedAt: number) {
  try {
    storage?.setItem(quizStartKey(studySetId), String(startedAt));
  } catch {
    // See resumeStart.
  }
}

export function clearStart(storage: Pick<Storage, 'removeItem'> | undefined, studySetId: string) {
  try {
    storage?.removeItem(quizStartKey(studySetId));
  } catch {
    // See resumeStart.
  }
}
