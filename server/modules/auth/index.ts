import type { FastifyRequest } from 'fastify';
import type { MembershipApi } from '../membership/index.ts';
import type { Module, ModuleDeps } from '../module.ts';
import { createAuthenticator } from './authenticate.ts';
import { authLimits } from './limits.ts';
import { oneTimeCodesService } from './one-time-codes.ts';
import { authRoutes } from './routes.ts';
import type { AccountDetails } from './service/accounts.ts';
import type { PasswordChange } from './service/passwords.ts';
import { authService } from './service.ts';
import { sessionsService, type SessionUser, type TokenPair } from './sessions.ts';
import type { UserView } from './views.ts';

export type { AccountDetails } from './service/accounts.ts';
export type { PasswordChange } from './service/passwords.ts';
export type { Role } from './tokens.ts';
export type { UserView } from './views.ts';
export { assertAcceptablePassword } from './password-policy.ts';

/** What other modules (and the HTTP layer) may ask of auth. */
export interface AuthApi {
  /** Checks a bearer operation's token; sets request.auth or throws 401. */
  authenticate(request: FastifyRequest): Promise<void>;
  account(tenantId: string, userId: string): Promise<{ view: UserView; profilePath: string | null } | undefined>;
  updateAccount(tenantId: string, userId: string, details: AccountDetails): Promise<UserView>;
  /** `client` is the caller's address: password hashing is shared fairly between addresses. */
  changePassword(tenantId: string, userId: string, input: PasswordChange, client: string): Promise<TokenPair & { message: string }>;
  /** Starts a session for an account (tests and tools that make accounts directly). */
  startSession(user: SessionUser): Promise<TokenPair>;
}

/** Accounts, codes, passwords and sessions. */
export function authModule({ database, registry, services }: ModuleDeps, { membership }: { membership: MembershipApi }): Module<AuthApi> {
  const { keys, clock } = services;
  const sessions = sessionsService(database.db, keys.accessToken, clock);
  const service = authService({
    db: database.db,
    keys,
    clock,
    mailer: services.mailer,
    limits: authLimits(services.limits),
    codes: oneTimeCodesService(keys.oneTimeCode, clock),
    sessions,
    passwords: services.passwords,
    membership,
  });
  return {
    area: 'auth',
    handlers: authRoutes(service, registry),
    api: {
      authenticate: createAuthenticator(keys.accessToken, sessions, clock),
      account: service.account,
      updateAccount: service.updateAccount,
      changePassword: service.changePassword,
      startSession: (user) => sessions.start(user),
    },
  };
}
