import { isUniqueViolation } from '../../../db/errors.ts';
import { assertDateOfBirth } from '../../../lib/date-of-birth.ts';
import { conflict } from '../../../lib/errors.ts';
import { toE164 } from '../../../lib/phone.ts';
import { inConstantTime } from '../../../lib/same-time.ts';
import { verificationMail } from '../emails.ts';
import { assertAcceptablePassword } from '../password-policy.ts';
import type { CodeCheck } from '../one-time-codes.ts';
import { usersRepo, type UserRow } from '../repo/users.ts';
import { normaliseEmail, tooManyFromNetwork, type AuthContext, type CallContext } from './context.ts';

const CODE_SENT = 'OTP sent to the mail';
const ALREADY_REGISTERED = 'An account with this email already exists. Sign in, or reset your password if you have forgotten it.';
/** Calls that reveal whether an account exists answer no faster than this. */
export const ENUMERATION_FLOOR_MS = 350;

export interface Registration {
  first_name: string;
  last_name: string;
  dob: string;
  mobile: string;
  email: string;
  password: string;
}

/** Registration with an emailed code: register, verify, resend. */
export function registrationRules(auth: AuthContext) {
  const { db, clock, limits, codes, users, mailer, passwords } = auth;

  return {
    async register(ctx: CallContext, input: Registration) {
      const email = normaliseEmail(input.email);
      assertDateOfBirth(input.dob, clock());
      assertAcceptablePassword(input.password, email);
      const mobile = toE164('mobile', input.mobile);
      await limits.take('registrationsPerIp', ctx.ip, tooManyFromNetwork);
      const existing = await users.byEmail(ctx.tenant.id, email);
      if (existing?.emailVerifiedAt) throw conflict(ALREADY_REGISTERED);
      await auth.limitCodesSent(ctx, email);
      const registered = { message: `We have emailed a 4-digit code to ${email}. Enter it to verify your account.`, email };
      // Hashed either way, so the answer's timing does not tell a pending account from a new one.
      const passwordHash = await passwords.hash(input.password, ctx.ip);
      if (existing) {
        // A pending account keeps its first details: registering over it only mails its owner a new code.
        await auth.sendCode(ctx, existing, 'verify-email');
        return registered;
      }
      const details = { firstName: input.first_name.trim(), lastName: input.last_name.trim(), dob: input.dob, mobile, passwordHash };
      // One transaction: the account and its code exist together or not at all.
      const { user, code } = await db
        .transaction(async (tx) => {
          const user = await usersRepo(tx).insert({ tenantId: ctx.tenant.id, email, ...details });
          return { user, code: await codes.issue(tx, ctx.tenant.id, user.id, 'verify-email') };
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw conflict(ALREADY_REGISTERED);
          throw error;
        });
      mailer.send(verificationMail({ tenant: ctx.tenant, origin: ctx.origin, to: email, firstName: user.firstName, code }));
      return registered;
    },

    async verifyEmail(ctx: CallContext, input: { email: string; otp: string }) {
      const email = normaliseEmail(input.email);
      await auth.checkCodeLimit(ctx);
      const user = await users.byEmail(ctx.tenant.id, email);
      const outcome: { check: CodeCheck; verified?: UserRow } =
        !user || user.emailVerifiedAt
          ? { check: 'wrong' }
          : await db.transaction(async (tx) => {
              const check = await codes.consume(tx, user.id, 'verify-email', input.otp);
              return check === 'ok' ? { check, verified: await usersRepo(tx).update(ctx.tenant.id, user.id, { emailVerifiedAt: clock() }) } : { check };
            });
      if (!outcome.verified) return auth.refuseCode(ctx, outcome.check === 'exhausted' ? 'exhausted' : 'wrong');
      return auth.signedIn(outcome.verified);
    },

    /** 'Click to resend': a new code for whichever flow the account is in; the same answer either way. */
    async resendCode(ctx: CallContext, input: { email: string }) {
      const email = normaliseEmail(input.email);
      await auth.limitCodesSent(ctx, email);
      return inConstantTime(ENUMERATION_FLOOR_MS, async () => {
        const user = await users.byEmail(ctx.tenant.id, email);
        if (user) await auth.sendCode(ctx, user, user.emailVerifiedAt ? 'reset-password' : 'verify-email');
        return { message: CODE_SENT };
      });
    },
  };
}
