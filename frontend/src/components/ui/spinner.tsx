export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-16 text-slate-600">
      <span className="size-5 animate-spin rounded-full border-2 border-indigo-600 border-t-transparent" aria-hidden />
      <span>{label}</span>
    </div>
  );
}
