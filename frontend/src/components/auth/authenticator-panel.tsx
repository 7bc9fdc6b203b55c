import { Authenticator, type AuthenticatorProps } from '@aws-amplify/ui-react';
// The layered build lets the site's own styles win (layer order is set in index.css).
import '@aws-amplify/ui-react/styles.layer.css';
import { signInWithConfiguredFlow, signUpWithConfiguredFlow } from '@/lib/auth';

type Services = NonNullable<AuthenticatorProps['services']>;

// Amplify types these as overloads taking an optional context first; ours take the input only,
// which is the overload the Authenticator calls.
const services: Services = {
  handleSignIn: signInWithConfiguredFlow as Services['handleSignIn'],
  handleSignUp: signUpWithConfiguredFlow as Services['handleSignUp'],
};

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
      services={services}
      formFields={{ signUp: { name: { label: 'Full name', placeholder: 'Your name', order: 1 } } }}
    />
  );
}
