import { createContext, useContext, type ReactNode } from 'react';
import type { StudySet } from '@shared/api/study-sets';

/**
 * More items for a study set's menu (Edit, Export), filled in by src/app so that the study-sets
 * feature needs no other feature. Each item is a Radix DropdownMenu item.
 */
export const SetMenuSlot = createContext<((set: StudySet) => ReactNode) | null>(null);

export const useSetMenuExtras = () => useContext(SetMenuSlot);
