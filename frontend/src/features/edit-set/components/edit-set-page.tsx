import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { editMessages, renameStudySetSchema } from '@shared/api/set-editing';
import type { Flashcard, QuizQuestion, StudySet } from '@shared/api/study-sets';
import { useStudySet } from '@/api/study-sets/get-study-set';
import { buttonClasses } from '@/components/ui/button';
import { SourceLink } from '@/components/ui/source-link';
import { ApiRequestError } from '@/lib/api-client';
import { useDeleteItem } from '../api/delete-item';
import { useSetItems } from '../api/get-set-items';
import { useRenameSet } from '../api/rename-set';
import { useSaveItem } from '../api/save-item';
import { draftOf, ItemForm, type Draft } from './item-form';

const problemOf = (error: unknown) =>
  error instanceof Error ? error.message : 'Something went wrong on our side. Please try again.';

function TitleForm({ set }: { set: StudySet }) {
  const [title, setTitle] = useState(set.title);
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const rename = useRenameSet(set._id);
  return (
    <form
      className="mt-4 flex flex-wrap items-end gap-2"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = renameStudySetSchema.safeParse({ title });
        if (!parsed.success) return setMessage({ tone: 'error', text: parsed.error.issues[0]!.message });
        rename.mutate(parsed.data.title, {
          onSuccess: () => setMessage({ tone: 'ok', text: 'Title saved' }),
          onError: (error) => setMessage({ tone: 'error', text: problemOf(error) }),
        });
      }}
    >
      <label className="min-w-0 flex-1 basis-64">
        <span className="text-sm font-medium text-slate-800">Title</span>
        <input
          className="mt-1 block w-full min-w-0 rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-indigo-500 focus:outline-2 focus:outline-indigo-200"
          value={title}
          maxLength={120}
          onChange={(e) => {
            setTitle(e.target.value);
            setMessage(null);
          }}
        />
      </label>
      <button type="submit" className={buttonClasses('secondary')} disabled={rename.isPending || title === set.title}>
        Save title
      </button>
      <p
        role="status"
        className={`basis-full text-sm ${message?.tone === 'error' ? 'text-red-700' : 'text-green-800'}`}
      >
        {message?.text}
      </p>
    </form>
  );
}

/** Where an item came from: its place in the file and the sentence, with a link to open it there. */
function SourceNote({ set, item }: { set: StudySet; item: Flashcard | QuizQuestion }) {
  return (
    <aside className="min-w-0 self-start rounded-lg bg-slate-50 p-3 text-sm ring-1 ring-slate-200" aria-label="Source">
      <p className="text-xs font-bold tracking-widest text-slate-600">SOURCE</p>
      <p className="mt-1">
        <SourceLink studySetId={set._id} source={item.source} hasSource={Boolean(set.hasSource)} />
      </p>
      {item.source.sentence ? (
        <blockquote
          className="mt-2 border-l-2 border-indigo-300 pl-2 break-words text-slate-700"
          data-testid="source-sentence"
        >
          “{item.source.sentence}”
        </blockquote>
      ) : (
        <p className="mt-2 text-slate-600">Written by you, not from the file.</p>
      )}
    </aside>
  );
}

function ItemEditor({ set, item, index }: { set: StudySet; item: Flashcard | QuizQuestion; index: number }) {
  const quiz = set.contentType === 'quiz';
  const save = useSaveItem(set._id);
  const remove = useDeleteItem(set._id);
  const [removeError, setRemoveError] = useState<string | null>(null);
  return (
    <li
      className="grid gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5 lg:grid-cols-[minmax(0,1fr)_18rem]"
      data-testid="edit-item"
      data-item-id={item._id}
    >
      <div className="min-w-0">
        <h2 className="mb-2 text-sm font-semibold text-slate-600">
          {quiz ? 'Question' : 'Card'} {index + 1}
        </h2>
        <ItemForm
          initial={draftOf(item, quiz)}
          quiz={quiz}
          saveLabel="Save"
          onSave={async (draft: Draft) => {
            try {
              await save.mutateAsync({ itemId: item._id, draft });
              return null;
            } catch (error) {
              return problemOf(error);
            }
          }}
          extraActions={
            <button
              type="button"
              className={`${buttonClasses('ghost', 'sm')} text-red-700 hover:bg-red-50`}
              disabled={remove.isPending}
              onClick={() => remove.mutate(item._id, { onError: (error) => setRemoveError(problemOf(error)) })}
            >
              Delete
            </button>
          }
        />
        {removeError && <p className="mt-2 text-sm text-red-700">{removeError}</p>}
      </div>
      <SourceNote set={set} item={item} />
    </li>
  );
}

/** /study-sets/:id/edit: rename the set, edit, delete and add its cards or questions. */
export function EditSetPage({
  studySetId,
  exportMenu,
}: {
  studySetId: string;
  /** The Export button, composed in src/app. */
  exportMenu?: (set: StudySet) => ReactNode;
}) {
  const set = useStudySet(studySetId);
  const items = useSetItems(studySetId, set.data?.contentType);
  const save = useSaveItem(studySetId);

  if (set.isPending || (set.data && items.isPending))
    return (
      <p role="status" className="py-16 text-center text-slate-600">
        Loading the study set...
      </p>
    );
  if (set.isError || items.isError) {
    const gone = set.error instanceof ApiRequestError && set.error.status === 404;
    return (
      <div className="py-16 text-center">
        <h1 className="text-2xl font-bold">{gone ? 'Study set not found' : 'Something went wrong'}</h1>
        <p className="mx-auto mt-2 max-w-md text-slate-600">
          {gone ? editMessages.setGone : problemOf(set.error ?? items.error)}
        </p>
        <Link to="/dashboard" className={`${buttonClasses('primary')} mt-6`}>
          Back to Dashboard
        </Link>
      </div>
    );
  }

  const data = set.data!;
  const list = items.data ?? [];
  const quiz = data.contentType === 'quiz';
  const noun = quiz ? 'question' : 'card';
  return (
    <div className="mx-auto max-w-5xl">
      <Link to="/dashboard" className="text-sm font-medium text-indigo-700 hover:underline">
        ← Back to Dashboard
      </Link>
      <div className="mt-4 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold break-words">Edit “{data.title}”</h1>
          <p className="text-sm text-slate-600" data-testid="edit-count">
            {quiz ? 'Quiz' : 'Flashcards'} · {data.cardCount} {data.cardCount === 1 ? noun : `${noun}s`} · from{' '}
            <span className="break-all">{data.sourceFileName}</span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={`/study/${quiz ? 'quiz' : 'flashcards'}/${data._id}`} className={buttonClasses('secondary', 'sm')}>
            {quiz ? 'Take Quiz' : 'Study Cards'}
          </Link>
          {exportMenu?.(data)}
        </div>
      </div>
      <TitleForm key={data._id} set={data} />

      {list.length === 0 && (
        <p className="mt-6 rounded-lg bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-200">
          This set has no {noun}s left. Add one below.
        </p>
      )}
      <ol className="mt-6 space-y-4" aria-label={quiz ? 'Questions' : 'Cards'}>
        {list.map((item, index) => (
          <ItemEditor key={item._id} set={data} item={item} index={index} />
        ))}
      </ol>

      <section
        className="mt-8 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
        aria-labelledby="add-item"
      >
        <h2 id="add-item" className="mb-2 font-semibold">
          Add a {noun}
        </h2>
        <ItemForm
          initial={draftOf(null, quiz)}
          quiz={quiz}
          saveLabel={`Add ${noun}`}
          resetAfterSave
          onSave={async (draft) => {
            try {
              await save.mutateAsync({ itemId: null, draft });
              return null;
            } catch (error) {
              return problemOf(error);
            }
          }}
        />
      </section>
    </div>
  );
}
