import { CircleCheck, CircleX } from 'lucide-react';

/** 'correct' for the right option once confirmed, 'wrong' for a wrongly chosen one. */
export type OptionResult = 'correct' | 'wrong' | undefined;

/** One lettered option, a radio button; once confirmed, marked right or wrong in colour and in words. */
export function QuizOption({
  letter,
  text,
  chosen,
  confirmed,
  result,
  onSelect,
}: {
  letter: string;
  text: string;
  chosen: boolean;
  confirmed: boolean;
  result: OptionResult;
  onSelect: () => void;
}) {
  let tone = chosen ? 'ring-2 ring-indigo-600 bg-indigo-50' : 'ring-1 ring-slate-200 bg-white hover:ring-indigo-300';
  if (result === 'correct') tone = 'ring-2 ring-green-600 bg-green-50';
  else if (result === 'wrong') tone = 'ring-2 ring-red-600 bg-red-50';
  else if (confirmed) tone = 'ring-1 ring-slate-200 bg-white text-slate-600';
  return (
    <button
      type="button"
      role="radio"
      aria-checked={chosen}
      data-result={result}
      disabled={confirmed}
      onClick={onSelect}
      className={`flex w-full items-start gap-3 rounded-lg p-4 text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ${tone}`}
    >
      <span
        className={`flex size-7 shrink-0 items-center justify-center rounded-full font-bold ${chosen && !confirmed ? 'bg-indigo-600 text-white' : 'bg-slate-100'}`}
      >
        {letter}
      </span>
      <span className="min-w-0 flex-1 pt-0.5 break-words">{text}</span>
      {result === 'correct' && (
        <span className="flex shrink-0 items-center gap-1 pt-0.5 text-sm font-semibold text-green-800">
          <CircleCheck aria-hidden className="size-5" />
          <span className="sr-only sm:not-sr-only">Correct answer</span>
        </span>
      )}
      {result === 'wrong' && (
        <span className="flex shrink-0 items-center gap-1 pt-0.5 text-sm font-semibold text-red-800">
          <CircleX aria-hidden className="size-5" />
          <span className="sr-only sm:not-sr-only">Your answer</span>
        </span>
      )}
    </button>
  );
}
