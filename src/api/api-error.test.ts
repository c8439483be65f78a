import { describe, expect, it } from 'vitest';
import { errorMessage, FALLBACK_ERROR_MESSAGE } from './api-error';

describe("the spec's error-message rule", () => {
  it("uses the response's message first", () => {
    expect(errorMessage({ message: 'Subdomain not found' }, new Error('HTTP 404'))).toBe('Subdomain not found');
  });
  it('then the raw response text', () => {
    expect(errorMessage('Bad Gateway', new Error('HTTP 502'))).toBe('Bad Gateway');
  });
  it("then the error's own message", () => {
    expect(errorMessage(undefined, new TypeError('Failed to fetch'))).toBe('Failed to fetch');
    expect(errorMessage({ other: 1 }, new Error('boom'))).toBe('boom');
  });
  it("falls back to 'An error occurred'", () => {
    expect(errorMessage(undefined)).toBe(FALLBACK_ERROR_MESSAGE);
    expect(FALLBACK_ERROR_MESSAGE).toBe('An error occurred');
  });
});
