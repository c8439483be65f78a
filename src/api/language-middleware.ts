import type { Middleware } from 'openapi-fetch';

/**
 * Every call asks for the page's language, so the server's messages match the screen (the
 * server takes it when the provider offers it). The first screens' render on the server sets
 * its own.
 */
export const languageMiddleware: Middleware = {
  onRequest({ request }) {
    const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
    if (language && !request.headers.has('Accept-Language')) request.headers.set('Accept-Language', language);
    return request;
  },
};
