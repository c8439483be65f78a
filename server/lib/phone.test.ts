import { describe, expect, it } from 'vitest';
import { toE164 } from './phone.ts';

describe('toE164', () => {
  it('keeps a valid international number in E.164', () => {
    expect(toE164('mobile', '+447400123456')).toBe('+447400123456');
    expect(toE164('mobile', '+33 6 12 34 56 78')).toBe('+33612345678');
    expect(toE164('mobile', '+1 202-555-0123')).toBe('+12025550123');
  });

  it.each(['+4474001', '+44 7700 900123', '07400123456', '+999123456789', 'call me'])('refuses %s, naming the field', (value) => {
    expect(() => toE164('mobile', value)).toThrow(/^mobile: is not a valid phone number for its country/);
  });
});
