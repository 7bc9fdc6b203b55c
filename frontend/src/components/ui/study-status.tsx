import { Link } from 'react-router';
import { buttonClasses } from './button';

/** A study screen while its cards or questions load. */
export function StudyLoading({ text }: { text: string }) {
  return (
    <p role="status" className="py-16 text-center text-slate-600">
      {text}
    </p>
  );
}

/** A study screen with nothing to study (the set is gone or empty), and the way back. */
export function StudyNotFound({ title, message }: { title: string; message: string }) {
  return (
    <div className="py-16 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-slate-600">{message}</p>
      <Link to="/dashboard" className={`${buttonClasses('primary')} mt-6`}>
        Back to Dashboard
      </Link>
    </div>
  );
}
