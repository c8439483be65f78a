/** The spec's fallback text when a failure carries no message of its own. */
export const FALLBACK_ERROR_MESSAGE = 'An error occurred';

/** A failed call, with the message to show the learner. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The fields a refusal concerns, as the request names them, each with its own sentence (the Error schema's `fields`). */
    readonly fields: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The Error body's `fields`, when it has them. */
export function errorFields(body: unknown): Record<string, string> {
  const fields = body && typeof body === 'object' ? (body as { fields?: unknown }).fields : undefined;
  if (!fields || typeof fields !== 'object') return {};
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/**
 * The spec's rule for an error's message: the response's `message` if present, otherwise the
 * raw response text, otherwise the error's own message.
 */
export function errorMessage(body: unknown, error?: unknown): string {
  if (body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string') {
    return (body as { message: string }).message;
  }
  if (typeof body === 'string' && body.trim()) return body;
  if (error instanceof Error && error.message) return error.message;
  return FALLBACK_ERROR_MESSAGE;
}
