import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { messageLiterals } from './message-literals.ts';
import { translateMessage } from './translate-message.ts';
import { describeErrors } from '../http/ajv.ts';
import type { ErrorObject } from 'ajv';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ARABIC = /[\u0600-\u06FF]/;

describe('every message the server sends has a translation', () => {
  const literals = messageLiterals(root);

  it('finds the messages where they are written', () => {
    // The server raises well over a hundred; far fewer means the search no longer sees them.
    expect(literals.length).toBeGreaterThan(100);
    const samples = literals.map((literal) => literal.sample);
    expect(samples).toContain('Your session has ended. Please sign in again.');
    expect(samples).toContain('3: must not be your email address');
    expect(samples).toContain('Too many failed sign-ins from your network. Try again in 3.');
  });

  it('in Arabic, each one', () => {
    const untranslated = literals.filter(({ sample }) => {
      const arabic = translateMessage('ar', sample);
      return arabic === sample || !ARABIC.test(arabic);
    });
    expect(untranslated.map(({ at, sample }) => `${at}: ${sample}`)).toEqual([]);
  });

  it('in Arabic, the reasons Ajv gives that the server passes on', () => {
    const failure = (keyword: string, params: Record<string, unknown>, message?: string): ErrorObject =>
      ({ keyword, instancePath: '/field', schemaPath: '#', params, ...(message ? { message } : {}) }) as ErrorObject;
    const failures = [
      failure('type', { type: 'string' }, 'must be string'),
      failure('type', { type: 'integer' }, 'must be integer'),
      failure('minimum', { limit: 1 }, 'must be >= 1'),
      failure('maximum', { limit: 100 }, 'must be <= 100'),
      failure('pattern', { pattern: '^[a-z]+$' }, 'must match pattern "^[a-z]+$"'),
      failure('maxItems', { limit: 50 }, 'must NOT have more than 50 items'),
      failure('minItems', { limit: 1 }, 'must NOT have fewer than 1 items'),
      failure('format', { format: 'uuid' }, 'must match format "uuid"'),
      failure('enum', { allowedValues: ['a', 'b'] }),
      failure('minLength', { limit: 8 }),
      failure('maxLength', { limit: 50 }),
      failure('format', { format: 'email' }),
      failure('format', { format: 'date' }),
      failure('required', { missingProperty: 'email' }),
      failure('additionalProperties', { additionalProperty: 'extra' }),
    ];
    for (const one of failures) {
      const english = describeErrors([one]);
      expect(translateMessage('ar', english), english).toMatch(ARABIC);
    }
  });
});
