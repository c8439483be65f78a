import type { FastifyRequest } from 'fastify';
import type { Handlers } from '../../http/operation-types.ts';
import { badRequest } from '../../http/errors.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { authLimits } from './auth-limits.ts';
import { oneTimeCodesService } from './one-time-codes.ts';
import { authService, type CallContext } from './service.ts';

/** Registration, verification, sign-in, password reset and sessions. */
export function authHandlers({ database, registry, services, sessions }: ModuleDeps): Handlers {
  const service = authService({
    db: database.db,
    keys: services.keys,
    clock: services.clock,
    mailer: services.mailer,
    limits: authLimits(services.limiter),
    codes: oneTimeCodesService(services.keys.oneTimeCode, services.clock),
    sessions,
  });

  const context = (request: FastifyRequest): CallContext => ({ tenant: request.tenant, ip: request.ip, origin: `${request.protocol}://${request.host}` });

  /** The spec's calls send the browser's hostname; it must be this provider's. */
  const assertOwnHost = (request: FastifyRequest, host: string, field: string) => {
    if (registry.resolveHost(host)?.id !== request.tenant.id) throw badRequest(`${field}: is not this site's address`);
  };

  return {
    registerUser: async (request, reply) => {
      assertOwnHost(request, request.body.subdomain, 'subdomain');
      const result = await service.register(context(request), request.body);
      reply.code(201);
      return result;
    },
    verifyEmail: async (request) => service.verifyEmail(context(request), request.body),
    resendOtp: async (request) => service.resendCode(context(request), request.body),
    loginUser: async (request) => {
      assertOwnHost(request, request.body.host, 'host');
      return service.login(context(request), request.body);
    },
    getOtpToForgotPassword: async (request) => service.forgotPassword(context(request), request.body),
    submitOtpToForgotPassword: async (request) => service.submitResetCode(context(request), request.body),
    resetPassword: async (request) => service.resetPassword(context(request), request.body),
    refreshToken: async (request) => service.refresh(context(request), request.body.refreshToken),
    logoutUser: async (request, reply) => {
      await service.logout(context(request), request.body.refreshToken);
      reply.code(204);
      return undefined;
    },
  };
}
