import { forbidden, unauthorized } from '../../../lib/errors.ts';
import { NO_PASSWORD } from '../../../lib/password-hash.ts';
import { issueDeviceToken, signedDevices } from '../device-cookie.ts';
import type { AuthLimitName } from '../limits.ts';
import { registrationsRepo } from '../repo/registrations.ts';
import { roleOf } from '../views.ts';
import { normaliseEmail, type AuthContext, type CallContext } from './context.ts';

type Message = (wait: string) => string;
const forAccount: Message = (wait) =>
  `Too many failed sign-ins for this account. Try again in ${wait}, sign in from a browser you have signed in with before, or reset your password.`;
const fromBrowser: Message = (wait) => `Too many failed sign-ins from this browser. Try again in ${wait}, or reset your password.`;
const fromNetwork: Message = (wait) => `Too many failed sign-ins from your network. Try again in ${wait}.`;

/** A counter a sign-in's failure is counted on, and the refusal once it is full. */
interface Counter {
  name: AuthLimitName;
  subject: string;
  message: Message;
}

/** Signing in and out, and renewing a session. */
export function signInRules(auth: AuthContext) {
  const { db, keys, clock, limits, users, passwords, sessions } = auth;

  /** The account, unless there is none or it was disabled (a staff member who left the provider). */
  const activeUser = async (tenantId: string, email: string) => {
    const found = await users.byEmail(tenantId, email);
    return found?.disabledAt ? undefined : found;
  };

  return {
    /**
     * `deviceTokens`: the browser's device cookies (device-cookie.ts). With one this server signed
     * for the account, failures count against that browser alone; without, against the account
     * and the address. A success hands the browser a fresh one (`deviceToken`).
     */
    async login(ctx: CallContext, input: { email: string; password: string }, deviceTokens: string[] = []) {
      const email = normaliseEmail(input.email);
      await limits.check('signInFailuresPerIp', ctx.ip, fromNetwork);
      const devices = signedDevices(keys.deviceCookie, deviceTokens, ctx.tenant.id, clock());
      // Only a signed cookie is worth a look-up before the limits: a browser without one is refused on the counters alone.
      const early = devices.length > 0 ? await activeUser(ctx.tenant.id, email) : undefined;
      const device = early && devices.find((d) => d.userId === early.id);
      const account = `${ctx.tenant.id}:${email}`;
      const counters: Counter[] = device
        ? [{ name: 'signInFailuresPerDevice', subject: `${device.userId}:${device.nonce}`, message: fromBrowser }]
        : [
            { name: 'signInFailuresPerAccountAndIp', subject: `${account}@${ctx.ip}`, message: forAccount },
            { name: 'signInFailuresPerAccount', subject: account, message: forAccount },
          ];
      for (const { name, subject, message } of counters) await limits.check(name, subject, message);
      const user = devices.length > 0 ? early : await activeUser(ctx.tenant.id, email);
      // Before its email is verified an account holds no password: its newest sign-up's is
      // checked, so its owner hears to enter the code. Without an account (or a password yet) a
      // decoy is checked, so timing does not reveal which emails exist.
      const password = user && !user.emailVerifiedAt ? (await registrationsRepo(db).newest(user.id, clock()))?.passwordHash : user?.passwordHash;
      const stored = password === NO_PASSWORD ? undefined : password;
      const ok = (await passwords.verify(input.password, stored, ctx.ip)) && stored !== undefined;
      if (!user || !ok) {
        await Promise.all([limits.count('signInFailuresPerIp', ctx.ip), ...counters.map(({ name, subject }) => limits.count(name, subject))]);
        throw unauthorized('Invalid email or password');
      }
      await Promise.all(counters.map(({ name, subject }) => limits.clear(name, subject)));
      if (!user.emailVerifiedAt) throw forbidden('Please verify your email address first: enter the code we emailed you, or ask for a new one.');
      return { ...(await auth.signedIn(user)), deviceToken: issueDeviceToken(keys.deviceCookie, user, clock()) };
    },

    refresh: (ctx: CallContext, refreshToken: string) =>
      sessions.rotate(ctx.tenant.id, refreshToken, async (userId) => {
        const user = await users.byId(ctx.tenant.id, userId);
        return user && !user.disabledAt ? roleOf(user) : undefined;
      }),

    logout: (ctx: CallContext, refreshToken: string) => sessions.endByRefreshToken(ctx.tenant.id, refreshToken),
  };
}
