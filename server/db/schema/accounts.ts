import { boolean, date, index, integer, pgTable, text, timestamp, unique, uuid, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id, ownedBy, updatedAt } from './columns.ts';
import { tenants } from './tenancy.ts';

/** Learners and staff ("subadmins"). An email is unique per tenant, not globally. */
export const users = pgTable(
  'users',
  {
    id: id(),
    tenantId: ownedBy('tenant_id', () => tenants.id),
    role: text('role', { enum: ['learner', 'staff'] })
      .notNull()
      .default('learner'),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    mobile: text('mobile'),
    dob: date('dob'),
    passwordHash: text('password_hash').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    profilePath: text('profile_path'),
    /** The learner's choice in My Account: other learners see them on the leaderboard as "Learner". */
    leaderboardNameHidden: boolean('leaderboard_name_hidden').notNull().default(false),
    /**
     * How many of this learner's report rows were ever stored, changed or deleted: triggers on
     * reports add to it in the writing transaction (migration 0022_reports-count-on-users). It only
     * grows, so the leaderboard's stamp sums it over the provider's users (one row per learner)
     * instead of counting the provider's reports on every view.
     */
    reportWrites: integer('report_writes').notNull().default(0),
    /** Staff only: the role the provider's folder gives them ("Clinical tutor"). */
    jobTitle: text('job_title'),
    /** Set when a staff member leaves the provider's folder: no sign-in, no sessions. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** The learner's language (a BCP 47 tag the product ships): their mail is in it while the provider offers it. Null: not chosen. */
    language: text('language'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('users_tenant_email').on(t.tenantId, t.email),
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
    check('users_role', sql`${t.role} in ('learner', 'staff')`),
  ],
);

/**
 * Sign-ups waiting for their mailbox to be proven. The details typed are kept here, never on the
 * account, until the emailed code is entered together with the sign-up's token (held only by the
 * browser that signed up, stored hashed): then that sign-up's details become the account's. So
 * whoever registers an address first, only its owner's details ever reach the account.
 */
export const registrations = pgTable(
  'registrations',
  {
    id: id(),
    tenantId: ownedBy('tenant_id', () => tenants.id),
    userId: ownedBy('user_id', () => users.id),
    tokenHash: text('token_hash').notNull().unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    mobile: text('mobile').notNull(),
    dob: date('dob').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** The language the sign-up was made in: the account's once its code is entered. */
    language: text('language'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('registrations_user').on(t.userId, t.createdAt)],
);

/** Emailed 4-digit codes, stored hashed; a new code for the same purpose voids the old. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: id(),
    tenantId: ownedBy('tenant_id', () => tenants.id),
    userId: ownedBy('user_id', () => users.id),
    purpose: text('purpose', { enum: ['verify-email', 'reset-password'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_codes_user_purpose').on(t.userId, t.purpose, t.createdAt)],
);

/** Rotating refresh tokens, stored hashed; a family is revoked as a whole on reuse. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    tenantId: ownedBy('tenant_id', () => tenants.id),
    userId: ownedBy('user_id', () => users.id),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    replacedById: uuid('replaced_by_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('refresh_tokens_user').on(t.userId), index('refresh_tokens_family').on(t.familyId)],
);
