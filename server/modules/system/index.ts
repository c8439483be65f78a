import type { Module, ModuleDeps } from '../module.ts';
import { systemRoutes } from './routes.ts';

/** The process's own state: health. */
export function systemModule({ database }: ModuleDeps): Module {
  return { area: 'system', handlers: systemRoutes(database), api: undefined };
}
