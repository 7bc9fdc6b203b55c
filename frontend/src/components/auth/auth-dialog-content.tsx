import { lazy, Suspense, useEffect } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Modal } from '@/components/ui/modal';
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
    <Modal open onClose={onClose} className="max-w-md p-4 pt-10" closeClassName="top-2 right-2">
      <Dialog.Title className="sr-only">{mode === 'signUp' ? 'Create your account' : 'Sign in'}</Dialog.Title>
      <Dialog.Description className="sr-only">Sign in or create a free LearnBetter account.</Dialog.Description>
      <Suspense fallback={<Spinner label="Loading…" />}>
        <AuthenticatorPanel initialState={mode} />
      </Suspense>
    </Modal>
  );
}
