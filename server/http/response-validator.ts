import { compileExact, describeErrors } from './ajv.ts';
import { lazily } from './compile-lazily.ts';
import type { OperationSpec } from './openapi-document.ts';

/** An answer the contract does not allow: the error handler masks it as a 500, so it never leaves. */
export class ContractViolation extends Error {
  override name = 'ContractViolation';
}

/**
 * Checks an answer against its operation in the contract, after the handler runs: its status must
 * be declared, and its body must match that status's schema (or be absent when it has none), so a
 * response can never carry a field the contract does not allow.
 */
export function responseValidator(op: OperationSpec): (status: number, body: unknown) => void {
  const validators = new Map(Object.entries(op.responses).map(([status, schema]) => [status, schema ? lazily(compileExact, schema) : undefined]));
  return (status, body) => {
    const key = String(status);
    if (!validators.has(key)) throw new ContractViolation(`${op.operationId} answered ${status}, which the contract does not declare`);
    const validate = validators.get(key)?.();
    if (!validate) {
      if (body !== undefined) throw new ContractViolation(`${op.operationId} ${status} must not have a body`);
      return;
    }
    if (!validate(body)) throw new ContractViolation(`${op.operationId} ${status} response does not match the contract: ${describeErrors(validate.errors)}`);
  };
}
