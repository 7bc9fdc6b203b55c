/** Where a student is in a set: item `value` of `max`, as a bar screen readers announce. */
export function ProgressBar({ value, max, label = 'Progress' }: { value: number; max: number; label?: string }) {
  return (
    <div
      className="mt-3 h-2 overflow-hidden rounded-full bg-slate-200"
      role="progressbar"
      aria-valuenow={value}
      aria-valuemin={1}
      aria-valuemax={max}
      aria-label={label}
    >
      <div className="h-full bg-indigo-600 transition-all" style={{ width: `${(value / max) * 100}%` }} />
    </div>
  );
}
