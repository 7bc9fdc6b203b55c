import { Authenticator } from '@aws-amplify/ui-react';
// The layered build lets the site's own styles win (layer order is set in index.css).
import '@aws-amplify/ui-react/styles.layer.css';
import { authServices } from '@/lib/auth';

/**
 * Amplify UI's Authenticator: sign-in, sign-up (email, name, password), confirmation codes and
 * password reset, without hand-written forms. The auth store notices the sign-in through Hub.
 */
export default function AuthenticatorPanel({ initialState }: { initialState: 'signIn' | 'signUp' }) {
  return (
    <Authenticator
      initialState={initialState}
      loginMechanisms={['email']}
      signUpAttributes={['name']}
      services={authServices}
      formFields={{ signUp: { name: { label: 'Full name', placeholder: 'Your name', order: 1 } } }}
    />
  );
}
