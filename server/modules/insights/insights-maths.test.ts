import { describe, expect, it } from 'vitest';
import { calibration } from './calibration.ts';
import { leaderboardWindow } from './leaderboard-window.ts';
import { lastMonths, monthlyCounts, startOfMonths } from './months.ts';
import { topicWise } from './proficiency.ts';

describe('leaderboardWindow', () => {
  it('shows 2 before and 2 after the caller in the middle of the list', () => {
    expect(leaderboardWindow(20, 10)).toEqual({ from: 8, to: 12 });
  });
  it('shifts to stay within the list at either end', () => {
    expect(leaderboardWindow(20, 1)).toEqual({ from: 1, to: 5 });
    expect(leaderboardWindow(20, 2)).toEqual({ from: 1, to: 5 });
    expect(leaderboardWindow(20, 19)).toEqual({ from: 16, to: 20 });
    expect(leaderboardWindow(20, 20)).toEqual({ from: 16, to: 20 });
  });
  it('shows everyone when fewer than 5, and nothing when nobody is ranked', () => {
    expect(leaderboardWindow(3, 3)).toEqual({ from: 1, to: 3 });
    expect(leaderboardWindow(1, 1)).toEqual({ from: 1, to: 1 });
    expect(leaderboardWindow(0, 1)).toEqual({ from: 1, to: 0 });
  });
});

describe('monthly counts', () => {
  const now = new Date('2026-02-14T10:00:00Z');
  it('runs 12 months oldest first across a year boundary, with 0 for empty months', () => {
    expect(lastMonths(now, 12)).toEqual([
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    const counts = monthlyCounts(
      [
        { month: '2025-12', count: 3 },
        { month: '2026-01', count: 2 },
        { month: '2024-12', count: 9 },
      ],
      now,
    );
    expect(counts).toHaveLength(12);
    expect(counts.slice(-3)).toEqual([
      { month: '2025-12', count: 3 },
      { month: '2026-01', count: 2 },
      { month: '2026-02', count: 0 },
    ]);
    expect(counts.reduce((sum, c) => sum + c.count, 0)).toBe(5);
  });
  it('starts the query at the first instant of the oldest month, in UTC', () => {
    expect(startOfMonths(now, 12).toISOString()).toBe('2025-03-01T00:00:00.000Z');
    expect(lastMonths(new Date('2026-01-01T00:30:00+01:00'), 2)).toEqual(['2025-11', '2025-12']);
  });
});

describe('calibration', () => {
  const now = new Date('2026-01-20T12:00:00Z');
  it('is the share of Correct answers per level, overall and per month, null where a level was never used', () => {
    const data = calibration(
      [
        { month: '2025-12', level: 'I KNOW IT', answers: 8, correct: 6 },
        { month: '2026-01', level: 'I KNOW IT', answers: 4, correct: 4 },
        { month: '2026-01', level: 'THINK SO', answers: 3, correct: 1 },
        { month: '2025-01', level: 'NO IDEA', answers: 2, correct: 1 },
      ],
      now,
    );
    expect(data.overall).toEqual([
      { level: 'I KNOW IT', expected: 100, answers: 12, correct: 10, accuracy: 83.33 },
      { level: 'THINK SO', expected: 67, answers: 3, correct: 1, accuracy: 33.33 },
      { level: 'NOT SURE', expected: 33, answers: 0, correct: 0, accuracy: null },
      { level: 'NO IDEA', expected: 0, answers: 2, correct: 1, accuracy: 50 },
    ]);
    expect(data.months.map((m) => m.month)).toEqual(['2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01']);
    expect(data.months[4]!.levels[0]).toEqual({ level: 'I KNOW IT', expected: 100, answers: 8, correct: 6, accuracy: 75 });
    expect(data.months[5]!.levels.map((l) => l.accuracy)).toEqual([100, 33.33, null, null]);
    expect(data.months[0]!.levels.every((l) => l.answers === 0)).toBe(true);
  });
});

describe('topicWise', () => {
  it('groups subtopics under topics alphabetically, each topic over all its answers', () => {
    expect(
      topicWise([
        { topic: 'Renal', subtopic: 'AKI', answers: 3, correct: 1 },
        { topic: 'Cardiology', subtopic: 'Heart failure', answers: 2, correct: 2 },
        { topic: 'Cardiology', subtopic: 'Arrhythmias', answers: 4, correct: 1 },
      ]),
    ).toEqual([
      {
        topic: 'Cardiology',
        percent: 50,
        subtopic: [
          { subtopic: 'Arrhythmias', percent: 25 },
          { subtopic: 'Heart failure', percent: 100 },
        ],
      },
      { topic: 'Renal', percent: 33.33, subtopic: [{ subtopic: 'AKI', percent: 33.33 }] },
    ]);
  });
});
