import type { FastifyBaseLogger } from 'fastify';
import { pino, type DestinationStream } from 'pino';
import type { Config } from './config.ts';

/**
 * Secrets and personal data never reach the log (DESIGN.md section 5): no request bodies, SQL
 * parameters, password hashes, codes, tokens or reset tokens. Fields with those names are
 * redacted wherever they appear, and errors are written by a serialiser that keeps only their
 * type, code, status, message (without the parameters a failed query appends) and stack frames:
 * never a driver's `detail` (PostgreSQL puts the failing row there) or a query's `params`.
 */
const SECRET_FIELDS = ['password', 'passwordHash', 'password_hash', 'old_password', 'confirm_password', 'otp', 'code', 'token', 'refreshToken', 'resetToken', 'authorization', 'cookie', 'body', 'params'];
const REDACT = [...SECRET_FIELDS, ...SECRET_FIELDS.map((f) => `*.${f}`), 'req.headers.authorization', 'req.headers.cookie'];

interface SafeError {
  type: string;
  message: string;
  code?: string;
  statusCode?: number;
  stack?: string;
  cause?: SafeError;
}

/** A failed query's message is "Failed query: <sql>\nparams: <values>": the SQL stays, the values go. */
const withoutValues = (message: string) => message.replace(/\nparams:[\s\S]*$/, '');

export function safeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'a non-Error value was thrown' };
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return {
    type: error.name,
    message: withoutValues(error.message),
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof statusCode === 'number' ? { statusCode } : {}),
    ...(frames.length ? { stack: frames.join('\n') } : {}),
    ...(error.cause && depth < 3 ? { cause: safeError(error.cause, depth + 1) } : {}),
  };
}

/** The process's logger: JSON lines at LOG_LEVEL (silent when 'silent'). */
export function createLogger(config: Pick<Config, 'logLevel'>, destination?: DestinationStream): FastifyBaseLogger {
  return pino({ level: config.logLevel, redact: { paths: REDACT, censor: '[redacted]' }, serializers: { err: safeError, error: safeError } }, destination);
}
