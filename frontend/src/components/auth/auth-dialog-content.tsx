import { lazy, Suspense, useEffect } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Hub } from 'aws-amplify/utils';
import { Spinner } from '@/components/ui/spinner';
import type { AuthMode } from './auth-dialog';

// The Amplify UI bundle is large: load it when the dialog opens, behind a spinner.
const AuthenticatorPanel = lazy(() => import('./authenticator-panel'));

/** The sign-in / sign-up modal around Amplify's Authenticator. */
export default function AuthDialog({
  mode,
  onClose,
  onSignedIn,
}: {
  mode: AuthMode;
  onClose: () => void;
  onSignedIn: () => void;
}) {
  useEffect(() => Hub.listen('auth', ({ payload }) => payload.event === 'signedIn' && onSignedIn()), [onSignedIn]);
  return (
    <Dialog.Root open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[95vh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-4 pt-10 shadow-2xl">
          <Dialog.Title className="sr-only">{mode === 'signUp' ? 'Create your account' : 'Sign in'}</Dialog.Title>
          <Dialog.Description className="sr-only">Sign in or create a free LearnBetter account.</Dialog.Description>
          <Suspense fallback={<Spinner label="Loading…" />}>
            <AuthenticatorPanel initialState={mode} />
          </Suspense>
          <Dialog.Close
            className="absolute top-2 right-2 rounded-md px-2 py-1 text-slate-600 hover:bg-slate-100"
            aria-label="Close"
          >
            ✕
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
