import { describe, expect, it } from 'vitest';
import { bandOf } from './band';

describe('bandOf', () => {
  it('puts each percentage in the spec band whose upper bound it does not pass', () => {
    expect([0, 40, 40.01, 55, 55.5, 65, 65.01, 75, 75.01, 100].map(bandOf)).toEqual([
      'upTo40',
      'upTo40',
      'upTo55',
      'upTo55',
      'upTo65',
      'upTo65',
      'upTo75',
      'upTo75',
      'upTo100',
      'upTo100',
    ]);
  });
});
