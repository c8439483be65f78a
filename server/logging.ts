import type { FastifyBaseLogger } from 'fastify';
import { pino, type Bindings, type ChildLoggerOptions, type DestinationStream, type Logger } from 'pino';
import type { Config } from './config.ts';

/**
 * Secrets and personal data never reach the log (DESIGN.md section 5): no request bodies, SQL
 * parameters, password hashes, codes, tokens or reset tokens. Fields with those names are
 * redacted wherever they appear, and errors are written by a serialiser that keeps only their
 * type, code, status, message (without the parameters a failed query appends) and stack frames:
 * never a driver's `detail` (PostgreSQL puts the failing row there) or a query's `params`. Nor
 * does a URL's query (signed links carry their signature there): see withoutQueryValues.
 */
const SECRET_FIELDS = [
  'password',
  'passwordHash',
  'password_hash',
  'old_password',
  'confirm_password',
  'otp',
  'code',
  'token',
  'refreshToken',
  'resetToken',
  'authorization',
  'cookie',
  'body',
  'params',
];
const REDACT = [...SECRET_FIELDS, ...SECRET_FIELDS.map((f) => `*.${f}`), 'req.headers.authorization', 'req.headers.cookie'];
const REDACTED = '[redacted]';

/**
 * A URL's query may be a credential (an invoice's or a ticket picture's signed link) or anything a
 * caller typed, so only its names are logged: `/api/transaction/invoice/<id>?expires=[redacted]&signature=[redacted]`.
 */
function withoutQueryValues(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const names = url
    .slice(start + 1)
    .split('&')
    .map((part) => (part.includes('=') ? `${part.slice(0, part.indexOf('='))}=${REDACTED}` : REDACTED));
  return `${url.slice(0, start)}?${names.join('&')}`;
}

/** Query values inside free text: Fastify's own warnings and some errors quote the URL they concern. */
const QUERY_VALUE = /([?&][\w.~%-]*=)[^&#\s"'<>]*/g;
const withoutQueryValuesIn = (text: string) => (text.includes('=') ? text.replace(QUERY_VALUE, `$1${REDACTED}`) : text);

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number } | null;
}

/** Fastify's request serialiser, with the URL's query values left out. */
const requestSerializer = (req: LoggedRequest) => ({
  method: req.method,
  url: req.url === undefined ? undefined : withoutQueryValues(req.url),
  host: req.host,
  remoteAddress: req.ip,
  remotePort: req.socket?.remotePort,
});

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
    message: withoutQueryValuesIn(withoutValues(error.message)),
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof statusCode === 'number' ? { statusCode } : {}),
    ...(frames.length ? { stack: frames.join('\n') } : {}),
    ...(error.cause && depth < 3 ? { cause: safeError(error.cause, depth + 1) } : {}),
  };
}

/** The process's logger: JSON lines at LOG_LEVEL (silent when 'silent'). */
export function createLogger(config: Pick<Config, 'logLevel'>, destination?: DestinationStream): FastifyBaseLogger {
  return pino(
    {
      level: config.logLevel,
      redact: { paths: REDACT, censor: REDACTED },
      serializers: { err: safeError, error: safeError, req: requestSerializer },
      hooks: {
        logMethod(args, method) {
          for (let i = 0; i < args.length; i++) if (typeof args[i] === 'string') args[i] = withoutQueryValuesIn(args[i] as string);
          method.apply(this, args);
        },
      },
    },
    destination,
  );
}

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type LogArgs = Parameters<FastifyBaseLogger['info']>;

/**
 * A request's logger (the process's, bound to the request id) that is made when it first logs.
 * pino makes a child by writing its bindings through the redaction above: several microseconds on
 * every request even when nothing is logged (at `warn`, say). At `info` and below every request
 * logs its start and end, so the child is made at once.
 */
class RequestLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    readonly parent: FastifyBaseLogger,
    readonly bindings: Bindings,
    readonly options: ChildLoggerOptions,
  ) {}

  #real(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.bindings, this.options));
  }

  #log(level: Level, args: LogArgs): void {
    if (enabled(this.parent, level)) (this.#real()[level] as (...a: LogArgs) => void)(...args);
  }

  get level(): string {
    return (this.#child ?? this.parent).level;
  }

  set level(level: string) {
    this.#real().level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#real().child(bindings, options);
  }

  fatal(...args: LogArgs): void {
    this.#log('fatal', args);
  }

  error(...args: LogArgs): void {
    this.#log('error', args);
  }

  warn(...args: LogArgs): void {
    this.#log('warn', args);
  }

  info(...args: LogArgs): void {
    this.#log('info', args);
  }

  debug(...args: LogArgs): void {
    this.#log('debug', args);
  }

  trace(...args: LogArgs): void {
    this.#log('trace', args);
  }

  silent(): void {}
}

const enabled = (logger: FastifyBaseLogger, level: Level): boolean => (logger as Partial<Logger>).isLevelEnabled?.(level) ?? true;

/** Fastify's `childLoggerFactory`: see RequestLogger. */
export function requestLogger(logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  return enabled(logger, 'info') ? logger.child(bindings, options) : new RequestLogger(logger, bindings, options);
}
