import { badRequest } from './errors.ts';

/** The earliest date of birth an account may give: nobody living was born before it. */
export const EARLIEST_DATE_OF_BIRTH = '1900-01-01';

/**
 * A date of birth (YYYY-MM-DD, already a valid date by the contract) from 1900-01-01 to today
 * (UTC), for registration and the profile alike; otherwise a 400 naming `dob`.
 */
export function assertDateOfBirth(dob: string, now: Date): void {
  if (dob < EARLIEST_DATE_OF_BIRTH) throw badRequest(`dob: must not be earlier than ${EARLIEST_DATE_OF_BIRTH}`);
  if (dob > now.toISOString().slice(0, 10)) throw badRequest('dob: must not be later than today');
}
