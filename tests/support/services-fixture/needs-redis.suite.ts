import { expect, it } from 'vitest';
import { describeWith } from '../describe-with.ts';
import { serviceUrl } from '../services.ts';

describeWith('redis')('a suite that needs Redis', () => {
  it('reaches it', () => {
    expect(serviceUrl('redis')).toMatch(/^redis:/);
  });
});
