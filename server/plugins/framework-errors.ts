import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { plainPage } from '../http/plain-page.ts';
import { errorBody } from '../i18n/error-body.ts';
import type { LanguageCode } from '../../shared/i18n/languages.ts';
import { setSecurityHeaders } from './security-headers.ts';

/** Fastify's router allows path parameters this long (its default); longer ones are refused here. */
export const MAX_PATH_PARAMETER = 100;

type ParametersAt = (path: string) => Array<{ name: string; raw: string }> | undefined;

const decodes = (raw: string): boolean => {
  try {
    decodeURIComponent(raw);
    return true;
  } catch {
    return false;
  }
};

/** What is wrong with the address, naming the contract's parameter when the path is an operation's. */
function problem(error: FastifyError, path: string, parametersAt: ParametersAt): string {
  const parameters = parametersAt(path) ?? [];
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    const name = parameters.find((p) => p.raw.length > MAX_PATH_PARAMETER)?.name ?? 'path';
    return `${name}: must be at most ${MAX_PATH_PARAMETER} characters`;
  }
  const name = parameters.find((p) => !decodes(p.raw))?.name ?? 'path';
  return `${name}: is not valid percent-encoding`;
}

/**
 * Fastify's `frameworkErrors`: the router's refusals of an address (a path parameter longer than
 * the router allows, bad percent-encoding) come before any route or hook, so they would leave as
 * Fastify's own body, without the Error schema or the security headers (and a long parameter as a
 * 414). Here they are a 400 like every other refusal, with the headers set by hand, in the
 * language `languageOf` gives (the tenant plugin's hook has not run: the host's provider is
 * looked up here, and without one the best language the product ships for the request is used).
 */
export function frameworkErrors(parametersAt: ParametersAt, languageOf: (request: FastifyRequest) => LanguageCode) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const path = request.url.split('?')[0]!;
    const known = error.code === 'FST_ERR_MAX_PARAM_LENGTH' || error.code === 'FST_ERR_BAD_URL';
    if (!known) request.log.error({ err: error }, 'the router failed');
    const language = languageOf(request);
    reply.code(known ? 400 : 500);
    if (path.startsWith('/api/')) {
      reply.type('application/json; charset=utf-8');
      setSecurityHeaders(request, reply);
      reply.send(errorBody(language, known ? problem(error, path, parametersAt) : 'Something went wrong on our side. Please try again.'));
      return;
    }
    reply.type('text/html; charset=utf-8');
    setSecurityHeaders(request, reply);
    reply.send(plainPage('Bad address', 'This address is not valid. Check it and try again.', language));
  };
}
