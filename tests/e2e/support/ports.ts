/** Fixed local ports of the end-to-end suite's servers. */
export const E2E_PORT = 4310;
export const MAIL_CATCHER_SMTP_PORT = 4325;
export const MAIL_CATCHER_HTTP_PORT = 4326;
