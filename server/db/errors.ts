/** The driver error behind one that drizzle wrapped ("Failed query: ..."), or the error itself. */
const driverError = (error: unknown): { code?: unknown; message?: unknown } => {
  const cause = (error as { cause?: unknown }).cause;
  return (cause && typeof cause === 'object' ? cause : error) as { code?: unknown; message?: unknown };
};

/** Whether a driver error (PGlite or node-postgres, possibly wrapped by drizzle) is a unique-key violation. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string }).code ?? driverError(error).code;
  return code === '23505';
}

/** Codes of a database that is down, restarting or unreachable (not of a bad query). */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|the database system is (starting up|shutting down)/i;

/** Whether the database could not be reached (a restart, a network cut): worth a retry, not a bug. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const candidate of [error, driverError(error)]) {
    const { code, message } = candidate as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  }
  return false;
}
