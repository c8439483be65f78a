import type { Transaction } from '../../../db/client.ts';
import { isUniqueViolation } from '../../../db/errors.ts';
import { hashBearerSecret, newBearerSecret } from '../../../lib/bearer-secret.ts';
import { assertDateOfBirth } from '../../../lib/date-of-birth.ts';
import { conflict } from '../../../lib/errors.ts';
import { NO_PASSWORD } from '../../../lib/password-hash.ts';
import { toE164 } from '../../../lib/phone.ts';
import { inConstantTime } from '../../../lib/same-time.ts';
import { verificationMail } from '../emails.ts';
import { assertAcceptablePassword } from '../password-policy.ts';
import type { CodeCheck } from '../one-time-codes.ts';
import { registrationsRepo } from '../repo/registrations.ts';
import { usersRepo, type UserRow } from '../repo/users.ts';
import { normaliseEmail, tooManyFromNetwork, type AuthContext, type CallContext } from './context.ts';

const CODE_SENT = 'OTP sent to the mail';
const ALREADY_REGISTERED = 'An account with this email already exists. Sign in, or reset your password if you have forgotten it.';
const SIGN_UP_AGAIN = 'This sign-up has expired or was made in another browser. Sign up again here to get a new code.';
/** Calls that reveal whether an account exists answer no faster than this. */
export const ENUMERATION_FLOOR_MS = 350;
/** How long a sign-up waits for its code to be entered; after that its owner signs up again. */
export const REGISTRATION_LIFETIME_MS = 24 * 60 * 60_000;

export interface Registration {
  first_name: string;
  last_name: string;
  dob: string;
  mobile: string;
  email: string;
  password: string;
}

/**
 * Registration with an emailed code: register, verify, resend. Proving the mailbox decides whose
 * details an account gets. Each sign-up is kept apart with its details and a token that only the
 * browser that made it holds; the account itself holds nobody's details until the code mailed to
 * the address is entered with a sign-up's token, and then that sign-up's details become the
 * account's. So it does not matter who registers an address first: a stranger without the
 * mailbox has no code, and the owner's code only ever carries the owner's own sign-up.
 */
export function registrationRules(auth: AuthContext) {
  const { db, clock, limits, codes, users, mailer, passwords } = auth;

  /** The pending account for the address (made on its first sign-up, holding no details), the sign-up and a fresh code. */
  async function recordSignUp(tx: Transaction, ctx: CallContext, email: string, existing: UserRow | undefined, signUp: SignUp) {
    const now = clock();
    const user = existing ?? (await usersRepo(tx).insert({ tenantId: ctx.tenant.id, email, firstName: '', lastName: '', passwordHash: NO_PASSWORD }));
    const repo = registrationsRepo(tx);
    await repo.deleteExpired(user.id, now);
    await repo.insert({ tenantId: ctx.tenant.id, userId: user.id, ...signUp, expiresAt: new Date(now.getTime() + REGISTRATION_LIFETIME_MS) });
    return { user, code: await codes.issue(tx, ctx.tenant.id, user.id, 'verify-email') };
  }

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
      const token = newBearerSecret();
      const signUp: SignUp = {
        tokenHash: hashBearerSecret(token),
        firstName: input.first_name.trim(),
        lastName: input.last_name.trim(),
        dob: input.dob,
        mobile,
        passwordHash: await passwords.hash(input.password, ctx.ip),
        language: ctx.language,
      };
      // One transaction: the sign-up and its code exist together or not at all. Two first
      // sign-ups of one address at once: the second finds the account the first has just made.
      const { user, code } = await db
        .transaction((tx) => recordSignUp(tx, ctx, email, existing, signUp))
        .catch(async (error: unknown) => {
          if (!isUniqueViolation(error)) throw error;
          const made = await users.byEmail(ctx.tenant.id, email);
          if (!made || made.emailVerifiedAt) throw conflict(ALREADY_REGISTERED);
          return db.transaction((tx) => recordSignUp(tx, ctx, email, made, signUp));
        });
      // The mail carries nothing anyone typed: the address is not proven yet.
      mailer.send(verificationMail({ tenant: ctx.tenant, origin: ctx.origin, to: user.email, code, language: ctx.language }));
      return { message: `We have emailed a 4-digit code to ${email}. Enter it to verify your account.`, email, registration: token };
    },

    async verifyEmail(ctx: CallContext, input: { email: string; otp: string; registration: string }) {
      const email = normaliseEmail(input.email);
      await auth.checkCodeLimit(ctx);
      const user = await users.byEmail(ctx.tenant.id, email);
      const signUp = user && !user.emailVerifiedAt ? await registrationsRepo(db).byToken(user.id, hashBearerSecret(input.registration), clock()) : undefined;
      if (!signUp) return auth.refuseCode(ctx, 'wrong', SIGN_UP_AGAIN);
      const outcome: { check: CodeCheck; verified?: UserRow } = await db.transaction(async (tx) => {
        const check = await codes.consume(tx, user!.id, 'verify-email', input.otp);
        if (check !== 'ok') return { check };
        const { firstName, lastName, dob, mobile, passwordHash } = signUp;
        // The account takes the language it was signed up in (a sign-up from before languages: this request's).
        const language = signUp.language ?? ctx.language;
        const verified = await usersRepo(tx).update(ctx.tenant.id, user!.id, {
          firstName,
          lastName,
          dob,
          mobile,
          passwordHash,
          language,
          emailVerifiedAt: clock(),
        });
        await registrationsRepo(tx).deleteAll(user!.id);
        return { check, verified };
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

/** What one sign-up typed (the password hashed), kept until its code is entered. */
interface SignUp {
  tokenHash: string;
  firstName: string;
  lastName: string;
  dob: string;
  mobile: string;
  passwordHash: string;
  /** The language of the sign-up's page, the account's once verified. */
  language: string;
}
