import { useCallback, useState } from 'react';
import { CreationTiles } from '@/features/upload/components/creation-tiles';
import { UploadDialog, type UploadDialogType } from '@/features/upload/components/upload-dialog';
import { StudySetList } from '@/features/study-sets/components/study-set-list';
import { useOpenUpgrade } from '../app-shell';

export function DashboardRoute() {
  const [dialog, setDialog] = useState<UploadDialogType | null>(null);
  const openUpgrade = useOpenUpgrade();
  const close = useCallback(() => setDialog(null), []);
  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="text-3xl font-bold">Dashboard</h1>
      <p className="mt-1 text-slate-600">Create new flashcards and quizzes</p>
      <div className="mt-6">
        <CreationTiles onOpen={setDialog} />
      </div>
      <StudySetList />
      <UploadDialog type={dialog} onClose={close} onLimitReached={openUpgrade} />
    </div>
  );
}

export const Component = DashboardRoute;
