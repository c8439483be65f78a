import type { ValidateFunction } from 'ajv';

/**
 * A validator compiled when first used. Compiling the contract's hundred-odd schemas took about half
 * a second of every start, most of them for calls a process may never answer; each costs a few
 * milliseconds on its first request instead. (register-operations.test.ts compiles them all, so a
 * schema Ajv refuses still fails the tests, not a request.)
 */
export function lazily(compile: (schema: object) => ValidateFunction, schema: object): () => ValidateFunction {
  let validate: ValidateFunction | undefined;
  return () => (validate ??= compile(schema));
}
