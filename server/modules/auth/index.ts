import type { FastifyRequest } from 'fastify';
import type { MembershipApi } from '../membership/index.ts';
import type { Module, ModuleDeps } from '../module.ts';
import { createAuthenticator, tokenVerifier } from './authenticate.ts';
import { authLimits } from './limits.ts';
import { oneTimeCodesService } from './one-time-codes.ts';
import { openSessions, SESSIONS_ENDED_CHANNEL } from './open-sessions.ts';
import { authRoutes } from './routes.ts';
import type { AccountDetails } from './service/accounts.ts';
import type { PasswordChange } from './service/passwords.ts';
import { authService } from './service.ts';
import { sessionEnds, type SessionEndWatcher } from './session-ends.ts';
import { sessionsService, type SessionUser, type TokenPair } from './sessions.ts';
import { roleOf, type UserView } from './views.ts';
import { usersRepo, type PersonRow } from './repo/users.ts';
import type { Role } from './tokens.ts';

export type { AccountDetails } from './service/accounts.ts';
export type { PasswordChange } from './service/passwords.ts';
export type { Role } from './tokens.ts';
export type { SessionEndWatcher } from './session-ends.ts';
export type { UserView } from './views.ts';
export { assertAcceptablePassword } from './password-policy.ts';
export { sessionOpenCondition } from './repo/refresh-tokens.ts';
export { SESSION_ENDED } from './sessions.ts';

/** What other modules (and the HTTP layer) may ask of auth. */
export interface AuthApi {
  /**
   * Checks a bearer operation's token; sets request.auth or throws 401. With
   * `sessionCheckedByHandler` the session is left to the handler's own first statement
   * (`sessionOpenCondition`). Undefined when done at once; a promise when the database is asked.
   */
  authenticate(request: FastifyRequest, sessionCheckedByHandler?: boolean): Promise<void> | undefined;
  account(tenantId: string, userId: string): Promise<{ view: UserView; profilePath: string | null } | undefined>;
  updateAccount(tenantId: string, userId: string, details: AccountDetails): Promise<UserView>;
  /** `client` is the caller's address: password hashing is shared fairly between addresses. */
  changePassword(tenantId: string, userId: string, input: PasswordChange, client: string): Promise<TokenPair & { message: string }>;
  /** Who an access token speaks for on this tenant's host (socket handshakes), or undefined. */
  verifyToken(tenantId: string, token: string): Promise<FastifyRequest['auth'] | undefined>;
  /** Whether a session (an access token's `sessionId`) of this user is still open. */
  sessionOpen(sessionId: string, userId: string): Promise<boolean>;
  /**
   * Tells `watcher` of every session that ends, wherever it was ended (every process hears the
   * database announce it), as soon as this process hears it. Returns the function that stops.
   */
  watchSessionEnds(watcher: SessionEndWatcher): () => void;
  /** The provider's current staff members, by last then first name. */
  staffMembers(tenantId: string): Promise<Person[]>;
  /** Names and roles of some of the provider's users, by id (absent ids are unknown). */
  people(tenantId: string, ids: string[]): Promise<Map<string, Person>>;
  /** Starts a session for an account (tests and tools that make accounts directly). */
  startSession(user: SessionUser): Promise<TokenPair>;
}

/** A user as other modules may see them: who they are, never their credentials. */
export interface Person {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  /** Staff only: what they do for the provider. */
  jobTitle: string | null;
  /** The account's language, if chosen: their mail is in it (i18n/mail-language.ts). */
  language: string | null;
}

const personOf = (row: PersonRow): Person => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  role: roleOf(row),
  jobTitle: row.jobTitle,
  language: row.language,
});

/** Accounts, codes, passwords and sessions. */
export function authModule({ config, database, registry, services }: ModuleDeps, { membership }: { membership: MembershipApi }): Module<AuthApi> {
  const { keys, clock } = services;
  const open = openSessions(clock);
  const sessions = sessionsService(database.db, keys.accessToken, clock, open);
  const ends = sessionEnds(open.handlers);
  let stopListening: (() => void) | undefined;
  const users = usersRepo(database.db);
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
    handlers: authRoutes(service, registry, { production: config.env === 'production' }),
    // Until it listens, and whenever the notice connection is away, every check asks the database.
    start: async () => {
      stopListening = await database.notices.listen(SESSIONS_ENDED_CHANNEL, ends.handlers);
    },
    close: async () => stopListening?.(),
    api: {
      authenticate: createAuthenticator(keys.accessToken, sessions, clock),
      account: service.account,
      updateAccount: service.updateAccount,
      changePassword: service.changePassword,
      verifyToken: tokenVerifier(keys.accessToken, sessions, clock),
      sessionOpen: async (sessionId, userId) => sessions.isActive(sessionId, userId),
      watchSessionEnds: ends.watch,
      staffMembers: async (tenantId) => (await users.staff(tenantId)).map(personOf),
      people: async (tenantId, ids) => new Map((await users.peopleByIds(tenantId, [...new Set(ids)])).map((row) => [row.id, personOf(row)])),
      startSession: (user) => sessions.start(user),
    },
  };
}
