import { describe, expect, it } from 'vitest';
import { languageWithoutProvider, requestLanguage } from './request-language.ts';

describe('the language a request is answered in', () => {
  const offered = ['en-GB', 'ar'] as const;
  it('follows ?lang=, then the device cookie, then Accept-Language, else the default', () => {
    expect(requestLanguage({ query: 'ar', cookie: 'lang=en-GB', acceptLanguage: 'en' }, offered, 'en-GB')).toBe('ar');
    expect(requestLanguage({ cookie: 'a=1; lang=ar', acceptLanguage: 'en' }, offered, 'en-GB')).toBe('ar');
    expect(requestLanguage({ acceptLanguage: 'ar-EG,ar;q=0.9' }, offered, 'en-GB')).toBe('ar');
    expect(requestLanguage({}, offered, 'ar')).toBe('ar');
  });

  it("takes the account's language, where given, after the device's choice and before Accept-Language, only as it is", () => {
    expect(requestLanguage({ account: 'ar', acceptLanguage: 'en-GB' }, offered, 'en-GB')).toBe('ar');
    expect(requestLanguage({ account: 'en-GB', acceptLanguage: 'ar' }, offered, 'ar')).toBe('en-GB');
    expect(requestLanguage({ account: 'ar', cookie: 'lang=en-GB', acceptLanguage: 'ar' }, offered, 'ar')).toBe('en-GB');
    // None chosen, or one the provider no longer offers: Accept-Language decides.
    expect(requestLanguage({ account: null, acceptLanguage: 'ar' }, offered, 'en-GB')).toBe('ar');
    expect(requestLanguage({ account: 'en-XA', acceptLanguage: 'ar' }, offered, 'en-GB')).toBe('ar');
    expect(requestLanguage({ account: 'ar-EG' }, offered, 'en-GB')).toBe('en-GB');
  });

  it('passes over a language the provider does not offer, or a malformed one', () => {
    expect(requestLanguage({ query: 'fr', acceptLanguage: 'ar' }, offered, 'en-GB')).toBe('ar');
    expect(requestLanguage({ query: 'en-XA', cookie: 'lang=%3Cscript%3E' }, offered, 'en-GB')).toBe('en-GB');
    expect(requestLanguage({ cookie: 'lang=%E0%A4%A' }, offered, 'en-GB')).toBe('en-GB');
  });
});

describe('the language of an answer before any provider is known', () => {
  it('is the first shipped language of Accept-Language, else en-GB; never the pseudo-language', () => {
    expect(languageWithoutProvider('fr-FR,ar-EG;q=0.8,en;q=0.5')).toBe('ar');
    expect(languageWithoutProvider('en-US,ar;q=0.9')).toBe('en-GB');
    expect(languageWithoutProvider('en-XA,fr')).toBe('en-GB');
    expect(languageWithoutProvider('fr')).toBe('en-GB');
    expect(languageWithoutProvider(undefined)).toBe('en-GB');
  });
});
