import { X } from 'lucide-react';
import { setExportMessage, useExportMessage } from '../lib/export-status';

/** Says why an export could not be made (an empty set, a network problem), until dismissed. */
export function ExportStatus() {
  const message = useExportMessage();
  return (
    <div
      role="alert"
      aria-live="assertive"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4"
    >
      {message && (
        <p
          className="pointer-events-auto flex max-w-md items-start gap-3 rounded-lg bg-slate-900 px-4 py-3 text-sm text-white shadow-lg"
          data-testid="export-message"
        >
          <span className="min-w-0 flex-1">{message}</span>
          <button
            type="button"
            onClick={() => setExportMessage(null)}
            className="rounded p-0.5 hover:bg-slate-700"
            aria-label="Dismiss"
          >
            <X aria-hidden className="size-4" />
          </button>
        </p>
      )}
    </div>
  );
}
