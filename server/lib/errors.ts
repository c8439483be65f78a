/** An error with an HTTP status whose message is safe to show to the caller. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Headers that belong with this answer, e.g. Retry-After on a 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Please sign in again') => new HttpError(401, message);
export const paymentRequired = (message = 'An active plan is needed for this') => new HttpError(402, message);
export const forbidden = (message = 'You are not allowed to do this') => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
/** Too many requests: Retry-After says when to try again. */
export const tooManyRequests = (message: string, retryAfterSeconds: number) => new HttpError(429, message, { 'Retry-After': String(retryAfterSeconds) });
