import { localStore, sessionStore } from '../../lib/safe-storage';

/**
 * What the sign-up and forgot-password flows carry between screens, under the spec's storage
 * keys: `email` (where the code went) and `forget` (the code is for a password reset); and
 * `registration`, the secret the server gave this browser for its sign-up, which goes back with
 * the code (only the browser that signed up can verify with it; kept across reloads and tabs).
 * The reset token lives only for this tab.
 */
export const authFlow = {
  email: () => localStore.get('email') ?? '',
  registration: () => localStore.get('registration') ?? '',
  isForgotFlow: () => localStore.get('forget') === 'true',
  resetToken: () => sessionStore.get('resetToken') ?? '',
  /** After a sign-up: its code went to `email`. */
  startVerification(email: string, registration: string) {
    localStore.set('email', email);
    localStore.set('registration', registration);
    localStore.remove('forget');
  },
  /** A sign-in refused until `email` is verified: this browser's sign-up of it, if it made one, is still the one to verify. */
  resumeVerification(email: string) {
    if (localStore.get('email') !== email) localStore.remove('registration');
    localStore.set('email', email);
    localStore.remove('forget');
  },
  startForgot(email: string) {
    localStore.set('email', email);
    localStore.set('forget', 'true');
  },
  codeAccepted(resetToken: string) {
    sessionStore.set('resetToken', resetToken);
  },
  finish() {
    localStore.remove('forget', 'registration');
    sessionStore.remove('resetToken');
  },
};
