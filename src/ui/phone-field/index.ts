export { PhoneField } from './phone-field';
export { DEFAULT_COUNTRY, findCountry, isValidPhone, MAX_PHONE_DIGITS, parsePhone, toE164, type PhoneValue } from './phone-number';
