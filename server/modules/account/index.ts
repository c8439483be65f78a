import type { AuthApi } from '../auth/index.ts';
import type { Module, ModuleDeps } from '../module.ts';
import { accountRoutes } from './routes.ts';
import { accountService } from './service.ts';

/** My Account: what a signed-in learner changes of their own account. */
export function accountModule({ services }: ModuleDeps, { auth }: { auth: AuthApi }): Module {
  return { area: 'account', handlers: accountRoutes(accountService(auth, services.files, services.clock)), api: undefined };
}
