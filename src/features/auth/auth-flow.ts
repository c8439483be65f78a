import { localStore, sessionStore } from '../../lib/safe-storage';

/**
 * What the sign-up and forgot-password flows carry between screens, under the spec's storage
 * keys: `email` (where the code went) and `forget` (the code is for a password reset). The
 * reset token lives only for this tab.
 */
export const authFlow = {
  email: () => localStore.get('email') ?? '',
  isForgotFlow: () => localStore.get('forget') === 'true',
  resetToken: () => sessionStore.get('resetToken') ?? '',
  startVerification(email: string) {
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
    localStore.remove('forget');
    sessionStore.remove('resetToken');
  },
};
