import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { emailText, passwordText, pastDate, requiredText, todayIso } from './checks';
import { phoneNumber } from './phone-check';

/** The first message a field's check gives (what the form shows), or undefined when it passes. */
const firstError = (schema: z.ZodMiniType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]!.message;
};

describe('form checks', () => {
  it('requiredText refuses blank text and trims what it keeps', () => {
    expect(firstError(requiredText('Required'), '   ')).toBe('Required');
    expect(requiredText('Required').parse('  Priya ')).toBe('Priya');
  });

  it('emailText says required before invalid', () => {
    const email = emailText('Required', 'Invalid');
    expect(firstError(email, '')).toBe('Required');
    expect(firstError(email, 'priya@')).toBe('Invalid');
    expect(email.parse(' priya@example.com ')).toBe('priya@example.com');
  });

  it('passwordText says required before too short, and never trims', () => {
    const password = passwordText('Required', 'Too short');
    expect(firstError(password, '')).toBe('Required');
    expect(firstError(password, 'seven77')).toBe('Too short');
    expect(password.parse(' eight 8 ')).toBe(' eight 8 ');
    expect(firstError(passwordText('Required'), 'x')).toBeUndefined();
  });

  it('pastDate takes today and refuses tomorrow', () => {
    const dob = pastDate('Required', 'Not in the future');
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    expect(firstError(dob, '')).toBe('Required');
    expect(firstError(dob, todayIso())).toBeUndefined();
    expect(firstError(dob, todayIso(tomorrow))).toBe('Not in the future');
  });

  it('phoneNumber says missing for no digits, then names the country a number is not valid for', () => {
    const phone = phoneNumber('Enter your phone number', (country, dialCode) => `Not valid for ${country} (+${dialCode})`);
    expect(firstError(phone, { country: 'gb', number: '' })).toBe('Enter your phone number');
    expect(firstError(phone, { country: 'gb', number: '12345' })).toBe('Not valid for United Kingdom (+44)');
    expect(firstError(phone, { country: 'fr', number: '12345' })).toBe('Not valid for France (+33)');
    expect(firstError(phone, { country: 'gb', number: '07400123456' })).toBeUndefined();
  });
});
