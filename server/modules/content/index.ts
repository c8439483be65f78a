import type { Module, ModuleDeps } from '../module.ts';
import { contentRoutes } from './routes.ts';
import { contentService } from './service.ts';

/** The public site's content: landing, footer pages, FAQs (and, with the catalog issue, help). */
export function contentModule({ database }: ModuleDeps): Module {
  return { area: 'content', handlers: contentRoutes(contentService(database.db)), api: undefined };
}
