import { useEffect, useLayoutEffect, useRef } from 'react';

export type ActivateKey = ' ' | 'Enter';

export interface StudyHotkeys {
  /** The keys that flip or confirm: Space and/or Enter. */
  activateKeys: readonly ActivateKey[];
  onActivate: () => void;
  /** Any other key, as `event.key` ('ArrowRight', '2', 'b'...). */
  onKey?: (key: string) => void;
}

/**
 * The study screens' keyboard (flashcards, quiz, review): keys typed with Alt, Ctrl or Cmd, or
 * into a field or a dialog, are left alone; Space and Enter on a focused button or link act on
 * that button or link, not on the screen.
 */
export function handleStudyKey(event: KeyboardEvent, hotkeys: StudyHotkeys) {
  if (event.altKey || event.ctrlKey || event.metaKey) return;
  const target = event.target as HTMLElement;
  if (target.closest('input, textarea, select, [role=dialog]')) return;
  if ((hotkeys.activateKeys as readonly string[]).includes(event.key)) {
    if (target.closest('button, a')) return;
    event.preventDefault();
    hotkeys.onActivate();
    return;
  }
  hotkeys.onKey?.(event.key);
}

/** Listens while `enabled` (the screen shows something to study), with the latest handlers. */
export function useStudyHotkeys(enabled: boolean, hotkeys: StudyHotkeys) {
  const latest = useRef(hotkeys);
  useLayoutEffect(() => {
    latest.current = hotkeys;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => handleStudyKey(event, latest.current);
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
