import { useSyncExternalStore } from 'react';

/** The last export's problem, shown by <ExportStatus> (the menu that started it has closed by then). */
let message: string | null = null;
const listeners = new Set<() => void>();

export function setExportMessage(next: string | null) {
  message = next;
  listeners.forEach((listener) => listener());
}

export function useExportMessage() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => message,
  );
}
