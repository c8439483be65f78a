import type { MembershipApi } from '../membership/index.ts';
import type { Module, ModuleDeps } from '../module.ts';
import { tenancyRoutes } from './routes.ts';

/** The provider behind a host: its id, platform type and public manifest. Nothing to query: the registry knows. */
export function tenancyModule({ registry }: ModuleDeps, { membership }: { membership: MembershipApi }): Module {
  return { area: 'tenancy', handlers: tenancyRoutes(registry, membership), api: undefined };
}
