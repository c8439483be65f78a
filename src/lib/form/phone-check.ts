import * as z from 'zod/mini';
import { findCountry, isValidPhone, MAX_PHONE_DIGITS, type PhoneValue } from '../../ui/phone-field';

/**
 * A phone number: some digits, at most MAX_PHONE_DIGITS, then valid for its country (the message
 * for that is given the country's name and dialling code).
 */
export const phoneNumber = (missing: string, invalid: (country: string, dialCode: string) => string) =>
  z.custom<PhoneValue>().check(
    z.refine((phone) => phone.number.length > 0 && phone.number.length <= MAX_PHONE_DIGITS, missing),
    z.refine((phone) => phone.number === '' || isValidPhone(phone), {
      error: (issue) => {
        const [, country, dialCode] = findCountry((issue.input as PhoneValue).country);
        return invalid(country, dialCode);
      },
    }),
  );
