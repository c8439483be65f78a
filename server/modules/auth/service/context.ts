import type { Database } from '../../../db/client.ts';
import { badRequest, tooManyRequests } from '../../../lib/errors.ts';
import type { Clock } from '../../../lib/clock.ts';
import { NO_PASSWORD, type PasswordHasher } from '../../../lib/password-hash.ts';
import type { SecretKeys } from '../../../lib/secret-keys.ts';
import type { Mailer } from '../../../mail/mailer.ts';
import type { Tenant } from '../../../tenants/registry.ts';
import type { MembershipApi } from '../../membership/index.ts';
import { passwordResetMail, staffWelcomeMail, verificationMail } from '../emails.ts';
import type { AuthLimits } from '../limits.ts';
import type { CodeCheck, OneTimeCodes } from '../one-time-codes.ts';
import { usersRepo, type UserRow } from '../repo/users.ts';
import type { SessionsService, TokenPair } from '../sessions.ts';
import { roleOf, toUserView, type UserView } from '../views.ts';
import { mailLanguage } from '../../../i18n/mail-language.ts';
import type { LanguageCode } from '../../../../shared/i18n/languages.ts';

/** Where a call came from: for rate limits and for links in the mail it causes. */
export interface CallContext {
  tenant: Tenant;
  ip: string;
  /** e.g. https://www.wardround.co.uk */
  origin: string;
  /** The request's language: a sign-up's, and the mail's when the account has none the provider offers. */
  language: LanguageCode;
}

export interface AuthDeps {
  db: Database;
  keys: SecretKeys;
  clock: Clock;
  mailer: Mailer;
  limits: AuthLimits;
  codes: OneTimeCodes;
  sessions: SessionsService;
  passwords: PasswordHasher;
  membership: MembershipApi;
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();
export const tooManyFromNetwork = (wait: string) => `Too many attempts from your network. Try again in ${wait}.`;
export const WRONG_CODE = 'That code is wrong or has expired. Check the latest email we sent, or ask for a new code.';
const CODE_EXHAUSTED = 'That code was entered wrongly five times, so it no longer works. Ask for a new code.';
const tooManyCodes = (wait: string) => `We have just sent a code to this email. You can ask for another in ${wait}.`;

/** What the groups of auth rules share: the deps and a few steps several of them take. */
export function authContext(deps: AuthDeps) {
  const { db, clock, mailer, limits, codes, sessions, membership } = deps;
  const users = usersRepo(db);

  return {
    ...deps,
    users,
    view: async (user: UserRow): Promise<UserView> => toUserView(user, await membership.hasActivePlan(user.id, clock())),

    async signedIn(user: UserRow): Promise<TokenPair & { user: UserView }> {
      const pair = await sessions.start({ userId: user.id, tenantId: user.tenantId, role: roleOf(user) });
      return { ...pair, user: toUserView(user, await membership.hasActivePlan(user.id, clock())) };
    },

    /** Counts a code sent to `email`: at most one a minute and five an hour, known account or not. */
    async limitCodesSent(ctx: CallContext, email: string): Promise<void> {
      await limits.take('codesSentPerIp', ctx.ip, tooManyFromNetwork);
      await limits.take('codesSentPerEmailPerMinute', `${ctx.tenant.id}:${email}`, tooManyCodes);
      await limits.take('codesSentPerEmailPerHour', `${ctx.tenant.id}:${email}`, tooManyCodes);
    },

    /** Refuses wrong codes from an address that has made too many. */
    checkCodeLimit: (ctx: CallContext) => limits.check('codeFailuresPerIp', ctx.ip, tooManyFromNetwork),

    /** Counts a refused code against the address, then answers 400 (`message`), or 429 once the code is used up. */
    async refuseCode(ctx: CallContext, outcome: Exclude<CodeCheck, 'ok'>, message = WRONG_CODE): Promise<never> {
      await limits.count('codeFailuresPerIp', ctx.ip);
      throw outcome === 'exhausted' ? tooManyRequests(CODE_EXHAUSTED, 60) : badRequest(message);
    },

    async sendCode(ctx: CallContext, user: UserRow, purpose: 'verify-email' | 'reset-password'): Promise<void> {
      const code = await db.transaction((tx) => codes.issue(tx, user.tenantId, user.id, purpose));
      const mail = { tenant: ctx.tenant, origin: ctx.origin, to: user.email, code };
      // A verification code goes to an address nobody has proven yet: it greets nobody by name, in the language of the sign-up's page.
      if (purpose === 'verify-email') return mailer.send(verificationMail({ ...mail, language: ctx.language }));
      const named = { ...mail, firstName: user.firstName, language: mailLanguage(ctx.tenant, user.language, ctx.language) };
      mailer.send(user.passwordHash === NO_PASSWORD ? staffWelcomeMail(named) : passwordResetMail(named));
    },
  };
}

export type AuthContext = ReturnType<typeof authContext>;
