import { notFound } from '../../lib/errors.ts';
import type { LanguageCode } from '../../../shared/i18n/languages.ts';
import type { Tenant } from '../../tenants/registry.ts';
import type { CatalogRepo } from './repo.ts';
import { practiceKey, toSpecialityTopic, toSummary, toTopicDetail } from './views.ts';

const NO_TOPIC = 'Topic not found';

/** What the provider's bank covers: topics to browse, one topic in detail, and the summary tree. */
export function catalogService(repo: CatalogRepo) {
  return {
    async topics(tenant: Tenant, language: LanguageCode, search: string | undefined) {
      return { topics: (await repo.topics(tenant.id, language, search?.trim() || undefined)).map((row) => toSpecialityTopic(row, language)) };
    },

    async topic(tenant: Tenant, topicId: string, language: LanguageCode) {
      const row = await repo.topic(tenant.id, topicId);
      if (!row) throw notFound(NO_TOPIC);
      const subs = await repo.subtopicsOf(tenant.id, [row.id]);
      const practice = await repo.practiceTests(tenant.id, [practiceKey.topic(row.key), ...subs.map((s) => practiceKey.subtopic(s.key))]);
      const counted = { ...row, subtopicCount: subs.length, questionCount: subs.reduce((sum, s) => sum + s.questionCount, 0) };
      return { topic: toTopicDetail(counted, subs, practice, language) };
    },

    async summary(tenant: Tenant, language: LanguageCode) {
      const rows = await repo.topics(tenant.id, language);
      const subs = rows.length
        ? await repo.subtopicsOf(
            tenant.id,
            rows.map((r) => r.id),
          )
        : [];
      return { summary: toSummary(tenant.manifest.domain, tenant.manifest.subdomain ?? tenant.manifest.name, rows, subs, language) };
    },
  };
}

export type CatalogService = ReturnType<typeof catalogService>;
