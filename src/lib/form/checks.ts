import * as z from 'zod/mini';

// The checks the product's forms share. Each field's first failing check gives its error, so the
// order of checks is the order of messages. The server checks everything again. The phone check
// is in phone-check.ts: it brings the numbering metadata, which only forms with a phone load.

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Today as 'YYYY-MM-DD' in the learner's time zone (what a date input's max takes). */
export const todayIso = (now = new Date()) => `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

/** Text that must not be blank; the value is trimmed. */
export const requiredText = (required: string) => z.string().check(z.trim(), z.minLength(1, required));

/** An email address, required; the value is trimmed. */
export const emailText = (required: string, invalid: string) =>
  z.string().check(
    z.trim(),
    z.minLength(1, required),
    z.refine((value) => EMAIL.test(value), invalid),
  );

/** A password (never trimmed): required, and at least `min` characters when a length message is given. */
export const passwordText = (required: string, tooShort?: string, min = 8) =>
  z.string().check(z.minLength(1, required), ...(tooShort ? [z.minLength(min, tooShort)] : []));

/** A 'YYYY-MM-DD' date, required and not later than today. */
export const pastDate = (required: string, future: string) =>
  z.string().check(
    z.minLength(1, required),
    z.refine((date) => date <= todayIso(), future),
  );
