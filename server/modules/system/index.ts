import type { Module, ModuleDeps } from '../module.ts';
import { systemRoutes } from './routes.ts';

/** The process's own state: health and readiness. */
export function systemModule({ database, registry, services }: ModuleDeps): Module {
  return { area: 'system', handlers: systemRoutes({ database, registry, lifecycle: services.lifecycle }), api: undefined };
}
