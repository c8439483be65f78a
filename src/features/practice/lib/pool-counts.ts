import type { PoolCounts, PoolTopic, QuestionFilter } from '../api/practice-types';

/** The filters in the order Create Test offers them. */
export const QUESTION_FILTERS: readonly QuestionFilter[] = ['all', 'unused', 'wrong', 'flagged', 'lowConfidence'];

const NO_COUNTS: PoolCounts = { all: 0, unused: 0, wrong: 0, flagged: 0, lowConfidence: 0 };

/** Each filter's total over the chosen subtopics (the server's counts per subtopic, summed). */
export function countsOf(topics: readonly PoolTopic[], chosen: ReadonlySet<string>): PoolCounts {
  const totals = { ...NO_COUNTS };
  for (const topic of topics) {
    for (const subtopic of topic.subtopics) {
      if (!chosen.has(subtopic._id)) continue;
      for (const filter of QUESTION_FILTERS) totals[filter] += subtopic.counts[filter];
    }
  }
  return totals;
}

/** A topic's questions under a filter, over all its subtopics. */
export const topicCount = (topic: PoolTopic, filter: QuestionFilter): number => topic.subtopics.reduce((sum, s) => sum + s.counts[filter], 0);

/** Whether a topic's box is ticked: all its subtopics chosen, some (mixed), or none. */
export function topicChoice(topic: PoolTopic, chosen: ReadonlySet<string>): 'all' | 'some' | 'none' {
  const picked = topic.subtopics.filter((s) => chosen.has(s._id)).length;
  if (picked === 0) return 'none';
  return picked === topic.subtopics.length ? 'all' : 'some';
}

/** Ticking a topic chooses all its subtopics (a mixed one too); clearing a fully chosen topic clears them all. */
export function toggleTopic(topic: PoolTopic, chosen: ReadonlySet<string>): Set<string> {
  const next = new Set(chosen);
  const all = topicChoice(topic, chosen) === 'all';
  for (const subtopic of topic.subtopics) {
    if (all) next.delete(subtopic._id);
    else next.add(subtopic._id);
  }
  return next;
}

export function toggleSubtopic(id: string, chosen: ReadonlySet<string>): Set<string> {
  const next = new Set(chosen);
  if (!next.delete(id)) next.add(id);
  return next;
}

/** The most questions the learner may ask for: the provider's limit, or what matches if fewer. */
export const countLimit = (maxQuestions: number, available: number): number => Math.max(0, Math.min(maxQuestions, available));

/** A timed test's minutes: the seconds per question times the questions, rounded up to whole minutes (as the server does). */
export const timedMinutes = (count: number, secondsPerQuestion: number): number => Math.ceil((count * secondsPerQuestion) / 60);

/** Why Create cannot be pressed yet, or null when it can. */
export type BlockedReason = 'noSubtopic' | 'noMatch' | 'badCount' | null;

/** The number the learner typed, when it is a whole number; NaN otherwise. */
export function parseCount(text: string): number {
  return /^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN;
}

export function blockedReason({ chosen, available, count, limit }: { chosen: number; available: number; count: number; limit: number }): BlockedReason {
  if (chosen === 0) return 'noSubtopic';
  if (available === 0) return 'noMatch';
  if (!Number.isInteger(count) || count < 1 || count > limit) return 'badCount';
  return null;
}
