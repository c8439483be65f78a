import { afterEach, describe, expect, it } from 'vitest';
import { preservingNodeEnv } from './preserving-node-env.ts';

const original = process.env.NODE_ENV;
afterEach(() => {
  process.env.NODE_ENV = original;
});

describe('preservingNodeEnv', () => {
  it('undoes a build setting NODE_ENV=production, so npm start still runs in development', async () => {
    delete process.env.NODE_ENV;
    await preservingNodeEnv(async () => {
      process.env.NODE_ENV = 'production';
    });
    expect(process.env.NODE_ENV).toBeUndefined();
  });

  it('keeps a NODE_ENV the user set, even when the work fails', async () => {
    process.env.NODE_ENV = 'test';
    await expect(
      preservingNodeEnv(async () => {
        process.env.NODE_ENV = 'production';
        throw new Error('build failed');
      }),
    ).rejects.toThrow('build failed');
    expect(process.env.NODE_ENV).toBe('test');
  });
});
