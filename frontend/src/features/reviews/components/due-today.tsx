import { CalendarCheck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { useReviewSummary } from '@/api/reviews/get-review-summary';

/** The dashboard's 'Due today': how many cards are due across all sets, and the way in. */
export function DueToday() {
  const summary = useReviewSummary();
  if (!summary.isSuccess) return null;
  const count = summary.data.dueCount;
  return (
    <section
      aria-labelledby="due-today-heading"
      className="mt-6 flex flex-col gap-3 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-center gap-3">
        <CalendarCheck aria-hidden className="size-8 shrink-0 text-indigo-600" />
        <div>
          <h2 id="due-today-heading" className="font-bold">
            Due today
          </h2>
          <p className="text-sm text-slate-600" data-testid="due-count">
            {count === 0
              ? 'No cards are due. Rate flashcards or take a quiz to fill your review queue.'
              : `${count} ${count === 1 ? 'card is' : 'cards are'} due for review across your sets`}
          </p>
        </div>
      </div>
      {count > 0 && (
        <Link to="/study/review" className={`${buttonClasses('primary')} self-start sm:self-auto`}>
          Review due cards
        </Link>
      )}
    </section>
  );
}
