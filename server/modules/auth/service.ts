import type { Database } from '../../db/client.ts';
import { badRequest, conflict, forbidden, unauthorized } from '../../http/errors.ts';
import { decoyHash, hashPassword, verifyPassword } from '../../lib/password-hash.ts';
import type { SecretKeys } from '../../lib/secret-keys.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { Tenant } from '../../tenants/registry.ts';
import type { AuthLimits } from './auth-limits.ts';
import type { Clock } from './clock.ts';
import { passwordResetMail, verificationMail } from './emails.ts';
import type { OneTimeCodes } from './one-time-codes.ts';
import { assertAcceptablePassword } from './password-policy.ts';
import { issueResetToken, resetTokenMatches } from './reset-token.ts';
import { inConstantTime } from './same-time.ts';
import type { SessionsService, TokenPair } from './sessions.ts';
import { toUserView, type UserView } from './user-view.ts';
import { usersRepo, type UserRow } from './users-repo.ts';

/** Where a call came from: for rate limits and for links in the mail it causes. */
export interface CallContext {
  tenant: Tenant;
  ip: string;
  /** e.g. https://www.wardround.co.uk */
  origin: string;
}

export interface AuthServiceDeps {
  db: Database;
  keys: SecretKeys;
  clock: Clock;
  mailer: Mailer;
  limits: AuthLimits;
  codes: OneTimeCodes;
  sessions: SessionsService;
}

export const WRONG_CODE = 'That code is wrong or has expired. Check the latest email we sent, or ask for a new code.';
export const CODE_SENT = 'OTP sent to the mail';
const FORGOT_SENT = 'If an account exists for this email, we have sent it a code to reset the password.';
/** Calls that reveal whether an account exists answer no faster than this. */
const ENUMERATION_FLOOR_MS = 350;

const normalise = (email: string) => email.trim().toLowerCase();
const tooManyFromNetwork = (wait: string) => `Too many attempts from your network. Try again in ${wait}.`;
const tooManyCodes = (wait: string) => `We have just sent a code to this email. You can ask for another in ${wait}.`;

export function authService({ db, keys, clock, mailer, limits, codes, sessions }: AuthServiceDeps) {
  const users = usersRepo(db);

  async function session(user: UserRow): Promise<TokenPair & { user: UserView }> {
    const pair = await sessions.start({ userId: user.id, tenantId: user.tenantId, role: user.role === 'staff' ? 'Staff' : 'User' });
    return { ...pair, user: toUserView(user, await users.hasActivePlan(user.id, clock())) };
  }

  /** Counts a code sent to `email`: at most one a minute and five an hour, known account or not. */
  async function limitCodesSent(ctx: CallContext, email: string): Promise<void> {
    await limits.take('codesSentPerIp', ctx.ip, tooManyFromNetwork);
    await limits.take('codesSentPerEmailPerMinute', `${ctx.tenant.id}:${email}`, tooManyCodes);
    await limits.take('codesSentPerEmailPerHour', `${ctx.tenant.id}:${email}`, tooManyCodes);
  }

  async function sendCode(ctx: CallContext, user: UserRow, purpose: 'verify-email' | 'reset-password'): Promise<void> {
    const code = await db.transaction((tx) => codes.issue(tx, user.tenantId, user.id, purpose));
    const mail = { tenant: ctx.tenant, origin: ctx.origin, to: user.email, firstName: user.firstName, code };
    mailer.send(purpose === 'verify-email' ? verificationMail(mail) : passwordResetMail(mail));
  }

  return {
    async register(ctx: CallContext, input: { first_name: string; last_name: string; dob: string; mobile: string; email: string; password: string }) {
      const email = normalise(input.email);
      if (input.dob > clock().toISOString().slice(0, 10)) throw badRequest('dob: must not be later than today');
      assertAcceptablePassword(input.password, email);
      await limits.take('registrationsPerIp', ctx.ip, tooManyFromNetwork);
      const existing = await users.byEmail(ctx.tenant.id, email);
      if (existing?.emailVerifiedAt) throw conflict('An account with this email already exists. Sign in, or reset your password if you have forgotten it.');
      await limitCodesSent(ctx, email);
      const details = {
        firstName: input.first_name.trim(),
        lastName: input.last_name.trim(),
        dob: input.dob,
        mobile: input.mobile,
        passwordHash: await hashPassword(input.password),
      };
      // One transaction: the account and its code exist together or not at all.
      const { user, code } = await db.transaction(async (tx) => {
        const repo = usersRepo(tx);
        const user = existing ? await repo.update(ctx.tenant.id, existing.id, details) : await repo.insert({ tenantId: ctx.tenant.id, email, ...details });
        return { user, code: await codes.issue(tx, ctx.tenant.id, user.id, 'verify-email') };
      }).catch((error: unknown) => {
        if (isUniqueViolation(error)) throw conflict('An account with this email already exists. Sign in, or reset your password if you have forgotten it.');
        throw error;
      });
      mailer.send(verificationMail({ tenant: ctx.tenant, origin: ctx.origin, to: email, firstName: user.firstName, code }));
      return { message: `We have emailed a 4-digit code to ${email}. Enter it to verify your account.`, email };
    },

    async verifyEmail(ctx: CallContext, input: { email: string; otp: string }) {
      const email = normalise(input.email);
      await limits.take('codeChecksPerIp', ctx.ip, tooManyFromNetwork);
      await limits.take('codeChecksPerAccount', `${ctx.tenant.id}:${email}`, tooManyFromNetwork);
      const user = await users.byEmail(ctx.tenant.id, email);
      if (!user || user.emailVerifiedAt) throw badRequest(WRONG_CODE);
      const verified = await db.transaction(async (tx) => {
        if (!(await codes.consume(tx, user.id, 'verify-email', input.otp))) return undefined;
        return usersRepo(tx).update(ctx.tenant.id, user.id, { emailVerifiedAt: clock() });
      });
      if (!verified) throw badRequest(WRONG_CODE);
      return session(verified);
    },

    /** 'Click to resend': a new code for whichever flow the account is in; the same answer either way. */
    async resendCode(ctx: CallContext, input: { email: string }) {
      const email = normalise(input.email);
      await limitCodesSent(ctx, email);
      return inConstantTime(ENUMERATION_FLOOR_MS, async () => {
        const user = await users.byEmail(ctx.tenant.id, email);
        if (user) await sendCode(ctx, user, user.emailVerifiedAt ? 'reset-password' : 'verify-email');
        return { message: CODE_SENT };
      });
    },

    async login(ctx: CallContext, input: { email: string; password: string }) {
      const email = normalise(input.email);
      const account = `${ctx.tenant.id}:${email}`;
      await limits.take('signInPerIp', ctx.ip, tooManyFromNetwork);
      await limits.check('failedSignInsPerAccount', account, (wait) => `Too many failed sign-ins for this account. Try again in ${wait}, or reset your password.`);
      const user = await users.byEmail(ctx.tenant.id, email);
      // Verify against a decoy when there is no account, so timing does not reveal which emails exist.
      const ok = await verifyPassword(input.password, user?.passwordHash ?? (await decoyHash()));
      if (!user || !ok) {
        await limits.count('failedSignInsPerAccount', account);
        throw unauthorized('Invalid email or password');
      }
      await limits.clear('failedSignInsPerAccount', account);
      if (!user.emailVerifiedAt) throw forbidden('Please verify your email address first: enter the code we emailed you, or ask for a new one.');
      return session(user);
    },

    async forgotPassword(ctx: CallContext, input: { email: string }) {
      const email = normalise(input.email);
      await limitCodesSent(ctx, email);
      return inConstantTime(ENUMERATION_FLOOR_MS, async () => {
        const user = await users.byEmail(ctx.tenant.id, email);
        if (user?.emailVerifiedAt) await sendCode(ctx, user, 'reset-password');
        return { success: true, message: FORGOT_SENT };
      });
    },

    async submitResetCode(ctx: CallContext, input: { email: string; otp: string }) {
      const email = normalise(input.email);
      await limits.take('codeChecksPerIp', ctx.ip, tooManyFromNetwork);
      await limits.take('codeChecksPerAccount', `${ctx.tenant.id}:${email}`, tooManyFromNetwork);
      const user = await users.byEmail(ctx.tenant.id, email);
      if (!user?.emailVerifiedAt) throw badRequest(WRONG_CODE);
      const ok = await db.transaction((tx) => codes.consume(tx, user.id, 'reset-password', input.otp));
      if (!ok) throw badRequest(WRONG_CODE);
      return { success: true, message: 'Code accepted. Choose a new password.', resetToken: issueResetToken(keys.resetToken, user, clock()) };
    },

    async resetPassword(ctx: CallContext, input: { email: string; password: string; resetToken: string }) {
      const email = normalise(input.email);
      await limits.take('resetsPerIp', ctx.ip, tooManyFromNetwork);
      const user = await users.byEmail(ctx.tenant.id, email);
      if (!user || !resetTokenMatches(keys.resetToken, input.resetToken, user, clock())) {
        throw badRequest('This password reset has expired or was already used. Ask for a new code.');
      }
      assertAcceptablePassword(input.password, email);
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        await usersRepo(tx).update(ctx.tenant.id, user.id, { passwordHash });
        await sessions.endAllForUser(user.id, tx);
      });
      await limits.clear('failedSignInsPerAccount', `${ctx.tenant.id}:${email}`);
      return { message: 'Your password has been reset. Sign in with your new password.' };
    },

    refresh: (ctx: CallContext, refreshToken: string) =>
      sessions.rotate(ctx.tenant.id, refreshToken, async (userId) => {
        const user = await users.byId(ctx.tenant.id, userId);
        return user ? (user.role === 'staff' ? 'Staff' : 'User') : undefined;
      }),

    logout: (ctx: CallContext, refreshToken: string) => sessions.endByRefreshToken(ctx.tenant.id, refreshToken),
  };
}

export type AuthService = ReturnType<typeof authService>;

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}

