import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useNavigate } from 'react-router';
import { Hub } from 'aws-amplify/utils';
import { Spinner } from '@/components/ui/spinner';

// The Amplify UI bundle is large: load it when someone opens the dialog, not with the landing page.
const AuthenticatorPanel = lazy(() => import('./authenticator-panel'));

export type AuthMode = 'signIn' | 'signUp';

const AuthDialogContext = createContext<(mode: AuthMode) => void>(() => undefined);

/** Lets any button open the sign-in / sign-up modal. */
export function useOpenAuthDialog() {
  return useContext(AuthDialogContext);
}

export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [mode, setMode] = useState<AuthMode | null>(null);
  const navigate = useNavigate();

  // A sign-in or sign-up finished in the dialog: close it and take the student to work.
  useEffect(() => {
    if (!mode) return;
    return Hub.listen('auth', ({ payload }) => {
      if (payload.event === 'signedIn') {
        setMode(null);
        void navigate('/dashboard');
      }
    });
  }, [mode, navigate]);

  const open = useCallback((next: AuthMode) => setMode(next), []);
  const value = useMemo(() => open, [open]);

  return (
    <AuthDialogContext.Provider value={value}>
      {children}
      <Dialog.Root open={mode !== null} onOpenChange={(isOpen) => !isOpen && setMode(null)}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
          <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[95vh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-4 pt-10 shadow-2xl">
            <Dialog.Title className="sr-only">{mode === 'signUp' ? 'Create your account' : 'Sign in'}</Dialog.Title>
            <Dialog.Description className="sr-only">Sign in or create a free LearnBetter account.</Dialog.Description>
            <Suspense fallback={<Spinner label="Loading…" />}>
              {mode && <AuthenticatorPanel initialState={mode} />}
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
    </AuthDialogContext.Provider>
  );
}
