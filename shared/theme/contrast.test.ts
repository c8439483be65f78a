import { describe, expect, it } from 'vitest';
import { contrastRatio, isHexColour, parseHex } from './contrast.ts';

describe('contrastRatio', () => {
  it('is 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#0b6470', '#0b6470')).toBeCloseTo(1, 5);
  });

  it('does not depend on which colour is the text', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(contrastRatio('#ffffff', '#767676'), 10);
  });

  it('matches the WCAG boundary: #767676 on white passes AA, #777777 does not', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
  });

  it('reads three-digit hex as its six-digit form', () => {
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 5);
    expect(parseHex('#1a2')).toEqual([0x11, 0xaa, 0x22]);
  });

  it('rejects values that are not hex colours', () => {
    expect(isHexColour('red')).toBe(false);
    expect(isHexColour('#12345')).toBe(false);
    expect(() => contrastRatio('red', '#fff')).toThrow('"red" is not a hex colour');
  });
});
