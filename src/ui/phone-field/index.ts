export { COUNTRY_SEARCH_DEBOUNCE_MS, PhoneField, type PhoneFieldProps } from './phone-field';
export { DEFAULT_COUNTRY, MAX_PHONE_DIGITS, parsePhone, toE164Like, type PhoneValue } from './phone-number';
