import { describe, expect, it } from 'vitest';
import { compileExact } from './ajv.ts';
import { lazily } from './compile-lazily.ts';

describe('lazily', () => {
  it('compiles on first use, once', () => {
    let compiled = 0;
    const validator = lazily(
      (schema) => {
        compiled += 1;
        return compileExact(schema);
      },
      { type: 'string' },
    );
    expect(compiled).toBe(0);
    expect(validator()('x')).toBe(true);
    expect(validator()(1)).toBe(false);
    expect(compiled).toBe(1);
  });
});
