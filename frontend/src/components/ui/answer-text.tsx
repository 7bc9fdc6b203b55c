import { answerParts } from '@shared/answer-parts';

/**
 * An answer as a student reads it: a listed answer one point a line, with a bullet, left-aligned;
 * any other answer as it is. Spans only, so it may sit inside the flip button.
 */
export function AnswerText({ answer }: { answer: string }) {
  const parts = answerParts(answer);
  if (!parts) return <>{answer}</>;
  return (
    <span className="mx-auto block max-w-prose text-left" data-testid="answer-points">
      {parts.map((part, i) => (
        <span key={i} className="relative block py-0.5 pl-5">
          <span aria-hidden="true" className="absolute left-0">
            •
          </span>
          {part}
        </span>
      ))}
    </span>
  );
}
