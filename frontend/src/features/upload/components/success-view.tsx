import { useEffect } from 'react';
import { Link } from 'react-router';
import type { ContentType } from '@shared/uploads';
import { buttonClasses } from '@/components/ui/button';
import { successText } from '../hooks/use-upload-flow';

export const autoCloseMs = 3000;

/**
 * 'Success!' with 'Generated {count} {flashcards|quiz}!' and a way to study the new set (spec §4).
 * The dialog closes by itself 3 s after this shows.
 */
export function SuccessView({
  count,
  contentType,
  studySetId,
  onClose,
  className,
}: {
  count: number;
  contentType: ContentType;
  studySetId: string | null;
  onClose: () => void;
  className: string;
}) {
  useEffect(() => {
    const timer = setTimeout(onClose, autoCloseMs);
    return () => clearTimeout(timer);
  }, [onClose]);

  const studyPath = studySetId ? `/study/${contentType === 'quiz' ? 'quiz' : 'flashcards'}/${studySetId}` : null;
  return (
    <div role="status" className={`mt-6 flex flex-col items-center justify-center gap-2 text-center ${className}`}>
      <span
        aria-hidden
        className="flex size-12 items-center justify-center rounded-full bg-green-100 text-2xl text-green-700"
      >
        ✓
      </span>
      <p className="text-lg font-semibold">Success!</p>
      <p className="text-slate-700">{successText(count, contentType)}</p>
      {studyPath && (
        <Link to={studyPath} className={`${buttonClasses('primary')} mt-4`} onClick={onClose}>
          Study now
        </Link>
      )}
    </div>
  );
}
