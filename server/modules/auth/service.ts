import { accountRules } from './service/accounts.ts';
import { authContext, type AuthDeps } from './service/context.ts';
import { passwordRules } from './service/passwords.ts';
import { registrationRules } from './service/registration.ts';
import { signInRules } from './service/sign-in.ts';

/** The auth rules, one group per file in service/. */
export function authService(deps: AuthDeps) {
  const auth = authContext(deps);
  return { ...registrationRules(auth), ...signInRules(auth), ...passwordRules(auth), ...accountRules(auth) };
}

export type AuthService = ReturnType<typeof authService>;
