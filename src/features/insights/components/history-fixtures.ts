/**
 * The results history's data in stories and tests, as the server sends it: two pages of a
 * learner's results (Exams, Quizzes and topic practice), newest first. Original content.
 */
import type { ReportHistoryItem } from '../api/insight-types';
import { fixtureId, LONG_TEST_NAME } from './story-fixtures';

const item = (n: number, test_name: string, kind: ReportHistoryItem['kind'], correct_answers: number, total: number, createdAt: string): ReportHistoryItem => ({
  _id: fixtureId(600 + n),
  test: { _id: fixtureId(650 + n), test_name, test_type: kind === 'Exam' ? 'Exam' : 'Quiz' },
  kind,
  total,
  correct_answers,
  percentage: Math.round((correct_answers / total) * 10000) / 100,
  createdAt,
});

/** The first page: five results, newest first. */
export const historyFirstPage: ReportHistoryItem[] = [
  item(1, LONG_TEST_NAME, 'Exam', 38, 50, '2026-03-12T10:15:00.000Z'),
  item(2, 'Asthma practice', 'Topic', 3, 3, '2026-03-10T19:05:00.000Z'),
  item(3, 'Renal Physiology Quick Quiz', 'Quiz', 11, 15, '2026-03-09T18:40:00.000Z'),
  item(4, 'Acute Medicine Mock Exam A', 'Exam', 22, 40, '2026-02-27T08:05:00.000Z'),
  item(5, 'Pharmacology Fundamentals', 'Quiz', 9, 25, '2026-02-14T20:30:00.000Z'),
];

/** The page after it, the last. */
export const historySecondPage: ReportHistoryItem[] = [
  item(6, 'Cardiac Arrhythmias Drill', 'Quiz', 10, 12, '2026-01-30T07:45:00.000Z'),
  item(7, 'Heart failure practice', 'Topic', 1, 4, '2026-01-12T12:00:00.000Z'),
];
