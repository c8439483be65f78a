/**
 * What the sign-up and forgot-password flows carry between screens, under the spec's storage
 * keys: `email` (where the code went) and `forget` (the code is for a password reset). The
 * reset token lives only for this tab.
 */
const store = {
  get: (key: string, where: Storage = localStorage) => {
    try {
      return where.getItem(key);
    } catch {
      return null;
    }
  },
  set: (key: string, value: string, where: Storage = localStorage) => {
    try {
      where.setItem(key, value);
    } catch {
      // storage unavailable: the flow still works within this page
    }
  },
  remove: (key: string, where: Storage = localStorage) => {
    try {
      where.removeItem(key);
    } catch {
      // nothing stored
    }
  },
};

export const authFlow = {
  email: () => store.get('email') ?? '',
  isForgotFlow: () => store.get('forget') === 'true',
  resetToken: () => store.get('resetToken', sessionStorage) ?? '',
  startVerification(email: string) {
    store.set('email', email);
    store.remove('forget');
  },
  startForgot(email: string) {
    store.set('email', email);
    store.set('forget', 'true');
  },
  codeAccepted(resetToken: string) {
    store.set('resetToken', resetToken, sessionStorage);
  },
  finish() {
    store.remove('forget');
    store.remove('resetToken', sessionStorage);
  },
};
