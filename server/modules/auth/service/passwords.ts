import { badRequest, notFound } from '../../../lib/errors.ts';
import { inConstantTime } from '../../../lib/same-time.ts';
import { assertAcceptablePassword } from '../password-policy.ts';
import { usersRepo } from '../repo/users.ts';
import { issueResetToken, resetTokenMatches } from '../tokens.ts';
import { roleOf } from '../views.ts';
import { normaliseEmail, tooManyFromNetwork, type AuthContext, type CallContext } from './context.ts';
import { ENUMERATION_FLOOR_MS } from './registration.ts';

const FORGOT_SENT = 'If an account exists for this email, we have sent it a code to reset the password.';

export interface PasswordChange {
  old_password: string;
  password: string;
  confirm_password: string;
}

/** Forgotten passwords (code, then reset) and a signed-in learner's password change. */
export function passwordRules(auth: AuthContext) {
  const { db, keys, clock, limits, codes, users, passwords, sessions } = auth;

  return {
    async forgotPassword(ctx: CallContext, input: { email: string }) {
      const email = normaliseEmail(input.email);
      await auth.limitCodesSent(ctx, email);
      return inConstantTime(ENUMERATION_FLOOR_MS, async () => {
        const user = await users.byEmail(ctx.tenant.id, email);
        if (user?.emailVerifiedAt && !user.disabledAt) await auth.sendCode(ctx, user, 'reset-password');
        return { success: true, message: FORGOT_SENT };
      });
    },

    async submitResetCode(ctx: CallContext, input: { email: string; otp: string }) {
      const email = normaliseEmail(input.email);
      await auth.checkCodeLimit(ctx);
      const user = await users.byEmail(ctx.tenant.id, email);
      const check = user?.emailVerifiedAt && !user.disabledAt ? await db.transaction((tx) => codes.consume(tx, user.id, 'reset-password', input.otp)) : 'wrong';
      if (check !== 'ok') return auth.refuseCode(ctx, check);
      return { success: true, message: 'Code accepted. Choose a new password.', resetToken: issueResetToken(keys.resetToken, user!, clock()) };
    },

    async resetPassword(ctx: CallContext, input: { email: string; password: string; resetToken: string }) {
      const email = normaliseEmail(input.email);
      await limits.check('resetFailuresPerIp', ctx.ip, tooManyFromNetwork);
      const user = await users.byEmail(ctx.tenant.id, email);
      if (!user || user.disabledAt || !resetTokenMatches(keys.resetToken, input.resetToken, user, clock())) {
        await limits.count('resetFailuresPerIp', ctx.ip);
        throw badRequest('This password reset has expired or was already used. Ask for a new code.');
      }
      assertAcceptablePassword(input.password, email);
      const passwordHash = await passwords.hash(input.password, ctx.ip);
      await sessions.endAllForUser(user.id, (tx) => usersRepo(tx).update(ctx.tenant.id, user.id, { passwordHash }));
      // A new password is a fresh start: failures against the old one no longer count.
      await limits.clear('signInFailuresPerAccount', `${ctx.tenant.id}:${email}`);
      return { message: 'Your password has been reset. Sign in with your new password.' };
    },

    /**
     * Checks the old password, sets the new one, ends every session and starts a fresh one for
     * this device. Attempts per account are limited before any hashing, so a stolen token cannot
     * be used to guess the password, nor a flood of changes to slow everyone's sign-ins.
     */
    async changePassword(tenantId: string, userId: string, input: PasswordChange, client: string) {
      const user = await users.byId(tenantId, userId);
      if (!user) throw notFound('Account not found');
      await limits.take('passwordChangesPerAccount', user.id, (wait) => `Too many password changes for this account. Try again in ${wait}.`);
      if (!(await passwords.verify(input.old_password, user.passwordHash, client))) throw badRequest('old_password: is not your current password');
      if (input.password !== input.confirm_password) throw badRequest('confirm_password: must be the same as the new password');
      if (input.password === input.old_password) throw badRequest('password: must be different from your current password');
      assertAcceptablePassword(input.password, user.email);
      const passwordHash = await passwords.hash(input.password, client);
      const pair = await sessions.endAllForUser(userId, async (tx) => {
        await usersRepo(tx).update(tenantId, userId, { passwordHash });
        return sessions.start({ userId, tenantId, role: roleOf(user) }, tx);
      });
      return { message: 'Your password has been changed. You have been signed out everywhere else.', ...pair };
    },
  };
}
