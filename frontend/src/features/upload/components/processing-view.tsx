/** A processing step (spec §4): its text, and while the file is sent, the bytes sent so far. */
export function ProcessingView({ step, sent, total }: { step: string; sent?: number; total?: number }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-40 flex-col items-center justify-center rounded-lg border border-slate-200 p-6 text-center"
    >
      <span
        className="mx-auto block size-6 animate-spin rounded-full border-2 border-indigo-600 border-t-transparent"
        aria-hidden
      />
      <p className="mt-3 font-medium">{step}</p>
      {total ? (
        <>
          <progress
            className="mt-3 h-2 w-full appearance-none overflow-hidden rounded-full border-0 bg-slate-200 [&::-moz-progress-bar]:rounded-full [&::-moz-progress-bar]:bg-indigo-600 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-indigo-600 [&::-webkit-progress-value]:transition-[width]"
            value={sent ?? 0}
            max={total}
            aria-label="Upload progress"
          />
          <p className="mt-1 text-xs text-slate-600">
            {formatBytes(sent ?? 0)} of {formatBytes(total)}
          </p>
        </>
      ) : null}
    </div>
  );
}

function formatBytes(bytes: number) {
  return bytes < 1024 * 1024 ? `${Math.round(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
