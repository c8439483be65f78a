import type { Module, ModuleDeps } from '../module.ts';
import { contentRoutes } from './routes.ts';
import { contentService } from './service.ts';

/** The provider's written content: landing, footer pages, FAQs and the members' help page. */
export function contentModule({ database }: ModuleDeps): Module {
  return { area: 'content', handlers: contentRoutes(contentService(database.db)), api: undefined };
}
