import { describe, expect, it } from 'vitest';
import type { OperationSpec } from './openapi-document.ts';
import { ContractViolation, responseValidator } from './response-validator.ts';

const op: OperationSpec = {
  operationId: 'getThing',
  method: 'GET',
  path: '/api/thing',
  url: '/api/thing',
  tags: [],
  bearer: false,
  responses: {
    '200': { type: 'object', additionalProperties: false, required: ['name'], properties: { name: { type: 'string' } } },
    '204': undefined,
  },
};

describe('responseValidator', () => {
  const validate = responseValidator(op);

  it('lets a body of the declared shape through, and no body where the status has none', () => {
    expect(() => validate(200, { name: 'x' })).not.toThrow();
    expect(() => validate(204, undefined)).not.toThrow();
  });

  it('refuses a field the contract does not allow, naming it', () => {
    expect(() => validate(200, { name: 'x', correct_option: 2 })).toThrow(
      new ContractViolation('getThing 200 response does not match the contract: correct_option: is not an allowed field'),
    );
  });

  it('refuses a status the contract does not declare, and a body where it declares none', () => {
    expect(() => validate(201, { name: 'x' })).toThrow(new ContractViolation('getThing answered 201, which the contract does not declare'));
    expect(() => validate(204, {})).toThrow(new ContractViolation('getThing 204 must not have a body'));
  });

  it('is a ContractViolation, which the error handler masks as a 500', () => {
    const thrown = (() => {
      try {
        validate(200, {});
      } catch (error) {
        return error;
      }
    })();
    expect(thrown).toBeInstanceOf(ContractViolation);
    expect((thrown as Error).name).toBe('ContractViolation');
    expect((thrown as { statusCode?: number }).statusCode).toBeUndefined();
  });
});
