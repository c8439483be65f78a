import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieValues } from '../../http/cookies.ts';
import type { Handlers, JsonBody } from '../../http/operation-types.ts';
import { replyWith } from '../../http/reply-with.ts';
import { badRequest } from '../../lib/errors.ts';
import type { TenantRegistry } from '../../tenants/registry.ts';
import { DEVICE_COOKIE, deviceCookieHeader } from './device-cookie.ts';
import type { CallContext } from './service/context.ts';
import type { AuthService } from './service.ts';

/** Registration, verification, sign-in, password reset and sessions. */
export function authRoutes(service: AuthService, registry: TenantRegistry, { production }: { production: boolean }): Handlers {
  const context = (request: FastifyRequest): CallContext => ({
    tenant: request.tenant,
    ip: request.ip,
    origin: `${request.protocol}://${request.host}`,
    language: request.language,
  });

  /** The spec's calls send the browser's hostname; it must be this provider's. */
  const ownHost = (request: FastifyRequest, host: string, field: string) => {
    if (registry.resolveHost(host)?.id !== request.tenant.id) throw badRequest(`${field}: is not this site's address`);
    return context(request);
  };

  /** Signs in with the browser's device cookies and hands it a fresh one beside the session. */
  const signIn = async (request: FastifyRequest<{ Body: JsonBody<'loginUser'> }>, reply: FastifyReply) => {
    const devices = cookieValues(request.headers.cookie, DEVICE_COOKIE);
    const { deviceToken, ...session } = await service.login(ownHost(request, request.body.host, 'host'), request.body, devices);
    // Production is served over https (behind a proxy that may not say so); elsewhere only when the request was.
    reply.header('set-cookie', deviceCookieHeader(deviceToken, production || request.protocol === 'https'));
    return session;
  };

  return {
    // POST /api/user/register
    registerUser: async (request, reply) =>
      replyWith(reply, { status: 201 }, service.register(ownHost(request, request.body.subdomain, 'subdomain'), request.body)),
    // POST /api/user/verify-email
    verifyEmail: async (request) => service.verifyEmail(context(request), request.body),
    // POST /api/user/resend-otp
    resendOtp: async (request) => service.resendCode(context(request), request.body),
    // POST /api/user/login
    loginUser: signIn,
    // POST /api/user/getotp-to-forgot-password
    getOtpToForgotPassword: async (request) => service.forgotPassword(context(request), request.body),
    // POST /api/user/submitotp-to-forgot-password
    submitOtpToForgotPassword: async (request) => service.submitResetCode(context(request), request.body),
    // POST /api/user/reset-password
    resetPassword: async (request) => service.resetPassword(context(request), request.body),
    // POST /api/auth/refresh-token
    refreshToken: async (request) => service.refresh(context(request), request.body.refreshToken),
    // POST /api/auth/logout
    logoutUser: async (request, reply) => replyWith(reply, { status: 204 }, service.logout(context(request), request.body.refreshToken)),
  };
}
