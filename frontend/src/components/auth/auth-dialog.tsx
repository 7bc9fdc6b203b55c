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
import { useNavigate } from 'react-router';

// The dialog (Radix) and the Amplify UI inside it load when someone asks to sign in, not with
// the landing page; the dialog's code is fetched once the page is idle so it opens at once.
const loadAuthDialog = () => import('./auth-dialog-content');
const AuthDialog = lazy(loadAuthDialog);

export type AuthMode = 'signIn' | 'signUp';

const AuthDialogContext = createContext<(mode: AuthMode) => void>(() => undefined);

/** Lets any button open the sign-in / sign-up modal. */
export function useOpenAuthDialog() {
  return useContext(AuthDialogContext);
}

export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [mode, setMode] = useState<AuthMode | null>(null);
  const navigate = useNavigate();

  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    idle(() => void loadAuthDialog());
  }, []);

  const open = useCallback((next: AuthMode) => setMode(next), []);
  const close = useCallback(() => setMode(null), []);
  // A sign-in or sign-up finished in the dialog: close it and take the student to work.
  const signedIn = useCallback(() => {
    setMode(null);
    void navigate('/dashboard');
  }, [navigate]);
  const value = useMemo(() => open, [open]);

  return (
    <AuthDialogContext.Provider value={value}>
      {children}
      {mode && (
        <Suspense fallback={null}>
          <AuthDialog mode={mode} onClose={close} onSignedIn={signedIn} />
        </Suspense>
      )}
    </AuthDialogContext.Provider>
  );
}
