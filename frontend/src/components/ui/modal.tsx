import type { ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';

/**
 * A centred modal on Radix Dialog (focus trap, Escape, scroll lock, labelling) with the overlay
 * and the close button every dialog here has. Callers give a Dialog.Title and Dialog.Description.
 */
export function Modal({
  open,
  onClose,
  className = 'max-w-lg p-6',
  closeClassName = 'top-3 right-3',
  children,
}: {
  open: boolean;
  onClose: () => void;
  /** Width and padding. */
  className?: string;
  closeClassName?: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          className={`fixed top-1/2 left-1/2 z-50 max-h-[95vh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white shadow-2xl ${className}`}
        >
          {children}
          <Dialog.Close
            className={`absolute rounded-md px-2 py-1 text-slate-600 hover:bg-slate-100 ${closeClassName}`}
            aria-label="Close"
          >
            ✕
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
