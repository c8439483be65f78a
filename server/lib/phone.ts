import { parsePhoneNumberWithError } from 'libphonenumber-js/max';
import { badRequest } from './errors.ts';

/**
 * A phone number as stored: E.164 (+447400123456), checked against its country's numbering plan
 * (the full metadata: the server can afford it). `field` names the input in the 400.
 */
export function toE164(field: string, value: string): string {
  try {
    const phone = parsePhoneNumberWithError(value);
    if (phone.isValid()) return phone.number;
  } catch {
    // not a number at all: the same answer as an invalid one
  }
  throw badRequest(`${field}: is not a valid phone number for its country (write it in international form, e.g. +447400123456)`);
}
