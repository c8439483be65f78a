import { forbidden, unauthorized } from '../../../lib/errors.ts';
import { NO_PASSWORD } from '../../../lib/password-hash.ts';
import { registrationsRepo } from '../repo/registrations.ts';
import { roleOf } from '../views.ts';
import { normaliseEmail, type AuthContext, type CallContext } from './context.ts';

const forAccount = (wait: string) => `Too many failed sign-ins for this account. Try again in ${wait}, or reset your password.`;
const fromNetwork = (wait: string) => `Too many failed sign-ins from your network. Try again in ${wait}.`;

/** Signing in and out, and renewing a session. */
export function signInRules(auth: AuthContext) {
  const { db, clock, limits, users, passwords, sessions } = auth;

  return {
    async login(ctx: CallContext, input: { email: string; password: string }) {
      const email = normaliseEmail(input.email);
      const account = `${ctx.tenant.id}:${email}`;
      const accountFromHere = `${account}@${ctx.ip}`;
      await limits.check('signInFailuresPerIp', ctx.ip, fromNetwork);
      await limits.check('signInFailuresPerAccountAndIp', accountFromHere, forAccount);
      await limits.check('signInFailuresPerAccount', account, forAccount);
      const found = await users.byEmail(ctx.tenant.id, email);
      // A staff member who left the provider has no account any more.
      const user = found?.disabledAt ? undefined : found;
      // Before its email is verified an account holds no password: its newest sign-up's is
      // checked, so its owner hears to enter the code. Without an account (or a password yet) a
      // decoy is checked, so timing does not reveal which emails exist.
      const password = user && !user.emailVerifiedAt ? (await registrationsRepo(db).newest(user.id, clock()))?.passwordHash : user?.passwordHash;
      const stored = password === NO_PASSWORD ? undefined : password;
      const ok = (await passwords.verify(input.password, stored, ctx.ip)) && stored !== undefined;
      if (!user || !ok) {
        await Promise.all([
          limits.count('signInFailuresPerIp', ctx.ip),
          limits.count('signInFailuresPerAccountAndIp', accountFromHere),
          limits.count('signInFailuresPerAccount', account),
        ]);
        throw unauthorized('Invalid email or password');
      }
      await Promise.all([limits.clear('signInFailuresPerAccountAndIp', accountFromHere), limits.clear('signInFailuresPerAccount', account)]);
      if (!user.emailVerifiedAt) throw forbidden('Please verify your email address first: enter the code we emailed you, or ask for a new one.');
      return auth.signedIn(user);
    },

    refresh: (ctx: CallContext, refreshToken: string) =>
      sessions.rotate(ctx.tenant.id, refreshToken, async (userId) => {
        const user = await users.byId(ctx.tenant.id, userId);
        return user && !user.disabledAt ? roleOf(user) : undefined;
      }),

    logout: (ctx: CallContext, refreshToken: string) => sessions.endByRefreshToken(ctx.tenant.id, refreshToken),
  };
}
