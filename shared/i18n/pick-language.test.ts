import { describe, expect, it } from 'vitest';
import { acceptedLanguages, pickOffered } from './pick-language.ts';

describe('picking a language', () => {
  it('reads Accept-Language most wanted first, leaving out q=0 and malformed parts', () => {
    expect(acceptedLanguages('en;q=0.5, ar-EG, ar;q=0.9, fr;q=0, <x>')).toEqual(['ar-EG', 'ar', 'en']);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });

  it('takes an exact tag first, then one of the same language, never the pseudo-language by likeness', () => {
    expect(pickOffered(['ar-EG'], ['en-GB', 'ar'])).toBe('ar');
    expect(pickOffered(['en-US'], ['en-GB', 'ar'])).toBe('en-GB');
    expect(pickOffered(['en-US'], ['en-XA'])).toBeUndefined();
    expect(pickOffered(['en-XA'], ['en-GB', 'en-XA'])).toBe('en-XA');
    expect(pickOffered(['fr', '*'], ['en-GB', 'ar'])).toBeUndefined();
  });
});
