import { loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import type { Handlers } from '../http/operation-types.ts';
import { deriveKeys } from '../lib/secret-keys.ts';
import { memoryLimitStore } from '../rate-limit/limit-store.ts';
import type { Services } from '../services.ts';
import { TenantRegistry } from '../tenants/registry.ts';
import { accountModule } from './account/index.ts';
import { authModule, type AuthApi } from './auth/index.ts';
import { catalogModule } from './catalog/index.ts';
import { contentModule } from './content/index.ts';
import { insightsModule } from './insights/index.ts';
import { membershipModule, type MembershipApi, type Payer } from './membership/index.ts';
import type { Module, ModuleDeps } from './module.ts';
import { practiceModule } from './practice/index.ts';
import { systemModule } from './system/index.ts';
import { tenancyModule } from './tenancy/index.ts';
import { testTakingModule, type TestTakingApi } from './test-taking/index.ts';
import { ticketsModule, type TicketsApi } from './tickets/index.ts';

export interface Modules {
  /** Every module, in the order they were made (a module comes after those it uses). */
  list: Array<Module<unknown>>;
  /** Every built operation, by operationId. What is not here answers 501 (npm run contract:status). */
  handlers: Handlers;
  auth: AuthApi;
  testTaking: TestTakingApi;
  membership: MembershipApi;
  tickets: TicketsApi;
}

/** Makes every module, handing each the apis of the modules it uses. */
export function createModules(deps: ModuleDeps): Modules {
  // Membership asks auth who is paying, and auth asks membership whether a plan is active: the
  // payer lookup reaches auth through this closure, once both exist.
  const membership = membershipModule(deps, { payer: async (tenantId, userId) => payerOf(await auth.api.account(tenantId, userId)) });
  const auth = authModule(deps, { membership: membership.api });
  const testTaking = testTakingModule(deps, { membership: membership.api });
  const tickets = ticketsModule(deps, { auth: auth.api });
  const list: Array<Module<unknown>> = [
    systemModule(deps),
    tenancyModule(deps, { membership: membership.api }),
    contentModule(deps),
    membership,
    auth,
    accountModule(deps, { auth: auth.api }),
    testTaking,
    practiceModule(deps, { membership: membership.api }),
    tickets,
    insightsModule(deps, { testTaking: testTaking.api, tickets: tickets.api }),
    catalogModule(deps),
  ];
  return { list, handlers: mergeHandlers(list), auth: auth.api, testTaking: testTaking.api, membership: membership.api, tickets: tickets.api };
}

function payerOf(account: Awaited<ReturnType<AuthApi['account']>>): Payer | undefined {
  return (
    account && {
      name: `${account.view.first_name} ${account.view.last_name}`.trim(),
      firstName: account.view.first_name,
      email: account.view.email,
      language: account.view.language ?? null,
    }
  );
}

function mergeHandlers(list: Array<Module<unknown>>): Handlers {
  const merged: Record<string, unknown> = {};
  for (const module of list) {
    for (const [operationId, handler] of Object.entries(module.handlers)) {
      if (operationId in merged) throw new Error(`${operationId} is handled by two modules (the second is ${module.area})`);
      merged[operationId] = handler;
    }
  }
  return merged as Handlers;
}

/**
 * The modules made with stand-ins for the database and services, to read their shape (which
 * operations each answers) without running anything: contract:status and the shape test.
 */
export function inspectModules(): Modules {
  return createModules({
    config: loadConfig({}),
    database: {} as DatabaseHandle,
    registry: new TenantRegistry([], undefined),
    services: { keys: deriveKeys('inspection'), limits: memoryLimitStore() } as Services,
  });
}
