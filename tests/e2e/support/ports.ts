/**
 * Local ports of the end-to-end suite's servers. Each can be moved by an environment variable,
 * so several checkouts on one machine can run Playwright at once; the defaults are the old fixed
 * ports. The Playwright config, its test workers and the mail catcher's own process all read
 * them here, and the environment reaches every one of them.
 */
function port(variable: string, fallback: number): number {
  const text = process.env[variable];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1 || value > 65_535) throw new Error(`${variable}=${text} is not a TCP port (1 to 65535).`);
  return value;
}

/** The product's server (npm start). */
export const E2E_PORT = port('E2E_PORT', 4310);
/** The mail catcher's SMTP port, where the product sends mail. */
export const MAIL_CATCHER_SMTP_PORT = port('E2E_SMTP_PORT', 4325);
/** The mail catcher's HTTP port, where tests read the mail that arrived. */
export const MAIL_CATCHER_HTTP_PORT = port('E2E_MAIL_HTTP_PORT', 4326);

/** The two server processes of the scale-out journey (platform-chat-scale-out.spec.ts). */
export const SCALE_OUT_PORTS = [E2E_PORT + 20, E2E_PORT + 21] as const;

/** The server process of the review deck's journey (platform-review-deck.spec.ts), on a database the journey can move a day back. */
export const REVIEW_DECK_PORT = E2E_PORT + 22;

/** The two server processes of the one-bucket journey (platform-uploads-scale-out.spec.ts). */
export const UPLOADS_SCALE_OUT_PORTS = [E2E_PORT + 23, E2E_PORT + 24] as const;
