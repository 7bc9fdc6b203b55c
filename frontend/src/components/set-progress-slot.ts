import { createContext, useContext, type ReactNode } from 'react';
import type { StudySet } from '@shared/api/study-sets';

/**
 * A study set card's review progress and quiz scores (the reviews feature), filled in by src/app
 * so that the study-sets feature needs no other feature.
 */
export const SetProgressSlot = createContext<((set: StudySet) => ReactNode) | null>(null);

export const useSetProgress = () => useContext(SetProgressSlot);
