import { useId, useState, type ReactNode } from 'react';
import {
  flashcardDraftSchema,
  quizQuestionDraftSchema,
  type FlashcardDraft,
  type QuizQuestionDraft,
} from '@shared/api/set-editing';
import type { Flashcard, QuizQuestion } from '@shared/api/study-sets';
import { buttonClasses } from '@/components/ui/button';

export type Draft = FlashcardDraft | QuizQuestionDraft;
type Errors = Record<string, string>;

const inputClass =
  'mt-1 block w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm shadow-xs focus:border-indigo-500 focus:outline-2 focus:outline-indigo-200 aria-[invalid=true]:border-red-500';

/** Textareas grow with what is typed (a long answer is never cut off on a phone). */
const textareaClass = `${inputClass} field-sizing-content min-h-16`;

export function draftOf(item: Flashcard | QuizQuestion | null, quiz: boolean): Draft {
  if (quiz) {
    const q = item as QuizQuestion | null;
    return {
      question: q?.question ?? '',
      correctAnswer: q?.correctAnswer ?? '',
      incorrectAnswers: [0, 1, 2].map((i) => q?.incorrectAnswers[i] ?? ''),
      explanation: q?.explanation ?? '',
    };
  }
  const card = item as Flashcard | null;
  return { question: card?.question ?? '', answer: card?.answer ?? '' };
}

/** The shared zod schema's verdict, as one message per field path ("incorrectAnswers.1"). */
export function validate(draft: Draft, quiz: boolean): Errors | null {
  const result = (quiz ? quizQuestionDraftSchema : flashcardDraftSchema).safeParse(draft);
  if (result.success) return null;
  const errors: Errors = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

function Field({
  label,
  name,
  errors,
  children,
}: {
  label: string;
  name: string;
  errors: Errors;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = useId();
  const error = errors[name];
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? `${id}-error` : undefined })}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The fields of one card or question, checked with the schema the API uses. `onSave` gets the
 * valid draft and answers with an error message or null.
 */
export function ItemForm({
  initial,
  quiz,
  saveLabel,
  onSave,
  extraActions,
  resetAfterSave = false,
}: {
  initial: Draft;
  quiz: boolean;
  saveLabel: string;
  onSave: (draft: Draft) => Promise<string | null>;
  extraActions?: ReactNode;
  resetAfterSave?: boolean;
}) {
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial);

  const set = (patch: Partial<FlashcardDraft & QuizQuestionDraft>) => {
    setDraft((d) => ({ ...d, ...patch }) as Draft);
    setStatus(null);
  };

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const found = validate(draft, quiz);
    setErrors(found ?? {});
    if (found) {
      setStatus({ tone: 'error', text: 'Fix the fields marked above.' });
      return;
    }
    setSaving(true);
    const problem = await onSave(draft);
    setSaving(false);
    if (problem) setStatus({ tone: 'error', text: problem });
    else {
      setStatus({ tone: 'ok', text: 'Saved' });
      if (resetAfterSave) setDraft(initial);
    }
  }

  const q = draft as QuizQuestionDraft;
  const f = draft as FlashcardDraft;
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <Field label="Question" name="question" errors={errors}>
        {(props) => (
          <textarea
            {...props}
            rows={2}
            className={textareaClass}
            value={draft.question}
            onChange={(e) => set({ question: e.target.value })}
          />
        )}
      </Field>
      {quiz ? (
        <>
          <Field label="Answer" name="correctAnswer" errors={errors}>
            {(props) => (
              <input
                {...props}
                className={inputClass}
                value={q.correctAnswer}
                onChange={(e) => set({ correctAnswer: e.target.value })}
              />
            )}
          </Field>
          <div className="grid gap-3 sm:grid-cols-3">
            {[0, 1, 2].map((i) => (
              <Field key={i} label={`Wrong option ${i + 1}`} name={`incorrectAnswers.${i}`} errors={errors}>
                {(props) => (
                  <input
                    {...props}
                    className={inputClass}
                    value={q.incorrectAnswers[i] ?? ''}
                    onChange={(e) =>
                      set({ incorrectAnswers: q.incorrectAnswers.map((o, j) => (j === i ? e.target.value : o)) })
                    }
                  />
                )}
              </Field>
            ))}
          </div>
          {errors.incorrectAnswers && <p className="text-sm text-red-700">{errors.incorrectAnswers}</p>}
          <Field label="Explanation (optional)" name="explanation" errors={errors}>
            {(props) => (
              <textarea
                {...props}
                rows={2}
                className={textareaClass}
                value={q.explanation ?? ''}
                onChange={(e) => set({ explanation: e.target.value })}
              />
            )}
          </Field>
        </>
      ) : (
        <Field label="Answer" name="answer" errors={errors}>
          {(props) => (
            <textarea
              {...props}
              rows={2}
              className={textareaClass}
              value={f.answer}
              onChange={(e) => set({ answer: e.target.value })}
            />
          )}
        </Field>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <button type="submit" className={buttonClasses('primary', 'sm')} disabled={saving || !dirty}>
          {saving ? 'Saving…' : saveLabel}
        </button>
        {extraActions}
        <p
          role="status"
          className={`text-sm ${status?.tone === 'error' ? 'text-red-700' : 'text-green-800'}`}
          data-testid="item-status"
        >
          {status?.text}
        </p>
      </div>
    </form>
  );
}
