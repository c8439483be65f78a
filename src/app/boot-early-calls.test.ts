import { describe, expect, it } from 'vitest';
import { stubApi } from '../../tests/support/render-web';
import { getTest } from '../features/test-taking/api/get-test';
import { earlyCalls } from './boot-early-calls';

const ID = '0b0b0b0b-0000-4000-8000-000000000000';

/** The address the boot script makes for a hash path, as it does (path.replace(pattern, address)). */
const bootAddress = (path: string) => {
  const call = earlyCalls.find(([pattern]) => new RegExp(pattern).test(path))!;
  return path.replace(new RegExp(call[0]), call[1]);
};

describe('the early calls of the boot script', () => {
  it('are the very calls take test makes, in both modes', async () => {
    // Only the addresses count here: the test is not found, and getTest says so.
    const calls = stubApi(() => ({ status: 404, body: { message: 'Test not found' } }));
    await expect(getTest(ID, 'practice')).rejects.toThrow('Test not found');
    await expect(getTest(ID, 'recharge')).rejects.toThrow('Test not found');
    const made = calls.map((request) => {
      const url = new URL(request.url, location.href);
      return `${url.pathname}${url.search}`;
    });
    expect(made).toEqual([bootAddress(`/menu/tests/take-test/${ID}`), bootAddress(`/menu/recharge/take-test/${ID}`)]);
  });
});
