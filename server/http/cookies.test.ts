import { describe, expect, it } from 'vitest';
import { cookieValues } from './cookies.ts';

describe('cookieValues', () => {
  it('finds every cookie of the name, in order, quoted or not, and nothing else', () => {
    expect(cookieValues('theme=dark; device=abc.def; other_device=x; device="q.r"', 'device')).toEqual(['abc.def', 'q.r']);
    expect(cookieValues('device=a=b', 'device')).toEqual(['a=b']);
    expect(cookieValues('devices=1; device', 'device')).toEqual([]);
    expect(cookieValues(undefined, 'device')).toEqual([]);
  });
});
