import { useState } from 'react';
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router';
import type { StudySet } from '@shared/api/study-sets';
import { useDeleteStudySet } from '@/api/study-sets/delete-study-set';
import { buttonClasses } from '@/components/ui/button';
import { useSetMenuExtras } from '@/components/set-menu-slot';
import { useSetProgress } from '@/components/set-progress-slot';

const madeOn = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

export function StudySetCard({ set }: { set: StudySet }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteStudySet();
  // Edit and Export, composed in src/app (features do not import each other).
  const menuExtras = useSetMenuExtras();
  // Review progress and quiz scores (the reviews feature), also composed in src/app.
  const progress = useSetProgress();
  const isQuiz = set.contentType === 'quiz';
  const noun = isQuiz ? 'question' : 'card';
  const count = `${set.cardCount} ${set.cardCount === 1 ? noun : `${noun}s`}`;

  return (
    <article
      className="flex h-full flex-col rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      aria-label={set.title}
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-semibold ${isQuiz ? 'bg-amber-100 text-amber-800' : 'bg-indigo-100 text-indigo-800'}`}
          >
            {isQuiz ? 'Quiz' : 'Flashcards'}
          </span>
          <h3 className="mt-2 line-clamp-2 font-semibold [overflow-wrap:anywhere]" title={set.title}>
            {set.title}
          </h3>
          <p className="text-sm text-slate-600">{count}</p>
          {/* Sets made from files with one title are told apart by when and from what. */}
          <p
            className="mb-4 truncate text-xs text-slate-600"
            title={`${set.sourceFileName} · ${madeOn(set.createdAt)}`}
          >
            <time dateTime={set.createdAt}>{madeOn(set.createdAt)}</time> · {set.sourceFileName}
          </p>
          {progress?.(set)}
        </div>
        <DropdownMenu.Root>
          <DropdownMenu.Trigger
            className="rounded-md px-2 py-1 text-slate-600 hover:bg-slate-100"
            aria-label={`Options for ${set.title}`}
          >
            ⋯
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content
              align="end"
              className="z-40 min-w-32 rounded-lg bg-white p-1 shadow-lg ring-1 ring-slate-200"
            >
              {menuExtras?.(set)}
              <DropdownMenu.Item
                className="cursor-pointer rounded-md px-3 py-2 text-sm text-red-700 outline-none data-[highlighted]:bg-red-50"
                onSelect={() => setConfirming(true)}
              >
                Delete
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      </div>
      <Link
        to={`/study/${isQuiz ? 'quiz' : 'flashcards'}/${set._id}`}
        className={`${buttonClasses('secondary', 'sm')} mt-auto self-start`}
      >
        {isQuiz ? 'Take Quiz' : 'Study Cards'}
      </Link>

      <AlertDialog.Root open={confirming} onOpenChange={setConfirming}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
          <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-2xl">
            <AlertDialog.Title className="text-lg font-bold">Delete this study set?</AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-sm text-slate-600">
              “{set.title}” and its {count} will be deleted. This cannot be undone.
            </AlertDialog.Description>
            <div className="mt-6 flex justify-end gap-2">
              <AlertDialog.Cancel className={buttonClasses('secondary')}>Cancel</AlertDialog.Cancel>
              <AlertDialog.Action
                className={`${buttonClasses('primary')} bg-red-600 hover:bg-red-700`}
                onClick={() => remove.mutate(set._id)}
              >
                Delete
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </article>
  );
}
