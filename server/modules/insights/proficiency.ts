import type { components } from '../../../openapi/schema.gen.ts';
import { percent } from './percent.ts';

type Schemas = components['schemas'];

/** A report's answers counted per subtopic (with its topic). */
export interface SubtopicTally {
  topic: string;
  subtopic: string;
  answers: number;
  correct: number;
}

const byName = (a: string, b: string) => a.localeCompare(b, 'en');

/**
 * Per topic, the share of Correct answers among its questions (Partial counts as not correct),
 * with the same per subtopic; topics and subtopics in alphabetical order.
 */
export function topicWise(tallies: readonly SubtopicTally[]): Schemas['TopicProficiency'][] {
  const topics = [...new Set(tallies.map((t) => t.topic))].sort(byName);
  return topics.map((topic) => {
    const mine = tallies.filter((t) => t.topic === topic).sort((a, b) => byName(a.subtopic, b.subtopic));
    const answers = mine.reduce((sum, t) => sum + t.answers, 0);
    const correct = mine.reduce((sum, t) => sum + t.correct, 0);
    return { topic, percent: percent(correct, answers), subtopic: mine.map((t) => ({ subtopic: t.subtopic, percent: percent(t.correct, t.answers) })) };
  });
}
