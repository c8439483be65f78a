import type { Database } from '../../db/client.ts';
import type { RowTranslations } from '../../db/schema/columns.ts';
import type { Tenant } from '../../tenants/registry.ts';
import { poolRows } from './repo/pool.ts';

export interface PoolSubtopic {
  id: string;
  name: string;
  translations: RowTranslations<{ subTopicName: string }>;
  /** Its pool questions, in bank order. */
  questionIds: string[];
}

export interface PoolTopic {
  id: string;
  name: string;
  translations: RowTranslations<{ topicName: string }>;
  subtopics: PoolSubtopic[];
}

export interface Pool {
  topics: PoolTopic[];
  /** Every subtopic of the pool by id. */
  subtopics: Map<string, PoolSubtopic>;
  /** Every pool question's id. */
  questions: Set<string>;
}

/** A provider's practice pool, read once per loaded tenant (a synced folder loads a new one, so an edited bank is read again). */
export class PoolCache {
  readonly #pools = new WeakMap<Tenant, Promise<Pool>>();

  constructor(private readonly db: Database) {}

  get(tenant: Tenant): Promise<Pool> {
    let pool = this.#pools.get(tenant);
    if (!pool) {
      pool = poolRows(this.db, tenant.id, tenant.manifest.practice.poolTests).then(groupPool);
      this.#pools.set(tenant, pool);
      pool.catch(() => this.#pools.delete(tenant));
    }
    return pool;
  }
}

function groupPool(rows: Awaited<ReturnType<typeof poolRows>>): Pool {
  const topics: PoolTopic[] = [];
  const subtopics = new Map<string, PoolSubtopic>();
  for (const row of rows) {
    let topic = topics.at(-1);
    if (topic?.id !== row.topicId) topics.push((topic = { id: row.topicId, name: row.topicName, translations: row.topicTranslations, subtopics: [] }));
    let subtopic = subtopics.get(row.subtopicId);
    if (!subtopic) {
      subtopic = { id: row.subtopicId, name: row.subtopicName, translations: row.subtopicTranslations, questionIds: [] };
      subtopics.set(row.subtopicId, subtopic);
      topic.subtopics.push(subtopic);
    }
    subtopic.questionIds.push(row.questionId);
  }
  return { topics, subtopics, questions: new Set(rows.map((row) => row.questionId)) };
}
