import { Link } from 'react-router';
import type { Source } from '@shared/api/study-sets';
import { labelNamesAnswer } from '@shared/source-label';

/** Where the source viewer (/study-sets/:id/source) opens: the page, slide or second, and the sentence. */
export function sourceHref(studySetId: string, source: Source) {
  const params = new URLSearchParams({ label: source.label });
  if (source.page) params.set('page', String(source.page));
  if (source.slide) params.set('slide', String(source.slide));
  if (source.offsetSeconds !== undefined) params.set('t', String(source.offsetSeconds));
  if (source.sentence) params.set('sentence', source.sentence);
  return `/study-sets/${studySetId}/source?${params}`;
}

/**
 * A card's source ("Page 3") as a link that opens the original file there; plain text when there
 * is none. Before the answer is shown, a label that names the answer (a heading that is the term
 * asked for) is held back until it is.
 */
export function SourceLink({
  studySetId,
  source,
  hasSource = true,
  answer,
  answerShown = true,
  className = '',
}: {
  studySetId: string;
  source: Source;
  /** False for sets whose file was not kept, and for items a student added. */
  hasSource?: boolean;
  /** The item's answer, when the label may be on screen before it. */
  answer?: string;
  /** Whether the answer is on screen yet. */
  answerShown?: boolean;
  className?: string;
}) {
  if (!answerShown && answer !== undefined && labelNamesAnswer(source.label, answer))
    return <span className="italic">shown with the answer</span>;
  // Plain text, not an element: the sentence around it reads as one ("Source: Page 3").
  if (!hasSource || !source.sentence) return <>{source.label}</>;
  return (
    <Link
      to={sourceHref(studySetId, source)}
      className={`font-medium text-indigo-700 underline decoration-indigo-300 underline-offset-2 hover:decoration-indigo-700 ${className}`}
      aria-label={`Open the source: ${source.label}`}
      data-testid="source-link"
    >
      {source.label}
    </Link>
  );
}
