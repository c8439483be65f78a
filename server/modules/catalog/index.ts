import type { Module, ModuleDeps } from '../module.ts';
import { catalogRepo } from './repo.ts';
import { catalogRoutes } from './routes.ts';
import { catalogService } from './service.ts';

/**
 * What the provider's question bank covers, for learners to browse: Speciality Modules, a topic
 * in detail (with its practice Quizzes) and the summary tree. Reads what the bank sync writes.
 */
export function catalogModule({ database }: ModuleDeps): Module {
  return { area: 'catalog', handlers: catalogRoutes(catalogService(catalogRepo(database.db))), api: undefined };
}
