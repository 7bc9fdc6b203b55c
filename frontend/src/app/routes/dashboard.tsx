import { useCallback, useState } from 'react';
import type { StudySet } from '@shared/api/study-sets';
import { useUsage } from '@/api/usage/get-usage';
import { CreationTiles } from '@/features/upload/components/creation-tiles';
import { UploadDialog, type UploadDialogType } from '@/features/upload/components/upload-dialog';
import { StudySetList } from '@/features/study-sets/components/study-set-list';
import { useOpenUpgrade } from '../app-shell';
import { SetMenuExtras } from '../set-menu-extras';
import { DueToday } from '@/features/reviews/components/due-today';
import { SetProgress } from '@/features/reviews/components/set-progress';
import { SetProgressSlot } from '@/components/set-progress-slot';

/** 'N of M generations left this month', from GET /api/me/usage. */
export function allowanceText(used: number, limit: number) {
  return `${Math.max(0, limit - used)} of ${limit} generations left this month`;
}

/** Each study set card's review progress and quiz scores (features/reviews). */
const setProgress = (set: StudySet) => <SetProgress set={set} />;

export function DashboardRoute() {
  const [dialog, setDialog] = useState<UploadDialogType | null>(null);
  const openUpgrade = useOpenUpgrade();
  const usage = useUsage();
  const close = useCallback(() => setDialog(null), []);
  const limitReached = useCallback(() => openUpgrade('limit'), [openUpgrade]);
  return (
    <div className="@container mx-auto max-w-6xl">
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
        <div>
          <h1 className="text-3xl font-bold">Dashboard</h1>
          <p className="mt-1 text-slate-600">Create new flashcards and quizzes</p>
        </div>
        {usage.data && (
          <p
            data-testid="allowance"
            className={`rounded-full px-3 py-1 text-sm font-medium ${usage.data.canGenerate ? 'bg-indigo-50 text-indigo-800' : 'bg-amber-100 text-amber-900'}`}
          >
            {allowanceText(usage.data.generationsUsed, usage.data.generationsLimit)}
          </p>
        )}
      </div>
      <DueToday />
      <div className="mt-6">
        <CreationTiles onOpen={setDialog} />
      </div>
      <SetMenuExtras>
        <SetProgressSlot.Provider value={setProgress}>
          <StudySetList />
        </SetProgressSlot.Provider>
      </SetMenuExtras>
      <UploadDialog type={dialog} onClose={close} onLimitReached={limitReached} />
    </div>
  );
}

export const Component = DashboardRoute;
