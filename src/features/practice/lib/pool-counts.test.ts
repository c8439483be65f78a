import { describe, expect, it } from 'vitest';
import { options, SUBTOPIC } from '../components/story-fixtures';
import { blockedReason, countLimit, countsOf, parseCount, timedMinutes, toggleSubtopic, toggleTopic, topicChoice, topicCount } from './pool-counts';

const [cardiology, renal] = options.topics as [(typeof options.topics)[0], (typeof options.topics)[0]];

describe("Create Test's counts", () => {
  it('sums each filter over the chosen subtopics only, across topics', () => {
    expect(countsOf(options.topics, new Set())).toEqual({ all: 0, unused: 0, wrong: 0, flagged: 0, lowConfidence: 0 });
    expect(countsOf(options.topics, new Set([SUBTOPIC.heartFailure, SUBTOPIC.aki]))).toEqual({ all: 54, unused: 22, wrong: 11, flagged: 2, lowConfidence: 7 });
    expect(countsOf(options.topics, new Set([SUBTOPIC.arrhythmias, 'not-in-the-pool']))).toEqual({
      all: 18,
      unused: 18,
      wrong: 0,
      flagged: 0,
      lowConfidence: 0,
    });
  });

  it("gives a topic's total under a filter", () => {
    expect(topicCount(cardiology, 'all')).toBe(51);
    expect(topicCount(cardiology, 'wrong')).toBe(8);
    expect(topicCount(renal, 'flagged')).toBe(0);
  });

  it('ticks a topic to choose all its subtopics, a mixed one too, and clears a fully chosen one', () => {
    const all = toggleTopic(cardiology, new Set());
    expect([...all].sort()).toEqual([SUBTOPIC.heartFailure, SUBTOPIC.arrhythmias, SUBTOPIC.valves].sort());
    expect(topicChoice(cardiology, all)).toBe('all');
    const some = toggleSubtopic(SUBTOPIC.valves, all);
    expect(topicChoice(cardiology, some)).toBe('some');
    expect(topicChoice(cardiology, toggleTopic(cardiology, some))).toBe('all');
    expect(topicChoice(cardiology, toggleTopic(cardiology, all))).toBe('none');
    // Another topic's choice is left alone.
    expect(toggleTopic(cardiology, new Set([SUBTOPIC.aki])).has(SUBTOPIC.aki)).toBe(true);
  });

  it("limits the count to the provider's maximum or the questions that match, whichever is fewer", () => {
    expect(countLimit(40, 54)).toBe(40);
    expect(countLimit(40, 11)).toBe(11);
    expect(countLimit(40, 0)).toBe(0);
  });

  it("rounds a timed test's minutes up, as the server does", () => {
    expect(timedMinutes(10, 90)).toBe(15);
    expect(timedMinutes(1, 90)).toBe(2);
    expect(timedMinutes(3, 60)).toBe(3);
    expect(timedMinutes(0, 90)).toBe(0);
  });

  it('reads only whole numbers as a count', () => {
    expect(parseCount('12')).toBe(12);
    expect(parseCount(' 7 ')).toBe(7);
    expect(parseCount('')).toBeNaN();
    expect(parseCount('2.5')).toBeNaN();
    expect(parseCount('-3')).toBeNaN();
  });

  it('says why Create cannot be pressed: no subtopic, nothing matches, a count out of range', () => {
    expect(blockedReason({ chosen: 0, available: 0, count: 10, limit: 0 })).toBe('noSubtopic');
    expect(blockedReason({ chosen: 2, available: 0, count: 10, limit: 0 })).toBe('noMatch');
    expect(blockedReason({ chosen: 2, available: 8, count: 9, limit: 8 })).toBe('badCount');
    expect(blockedReason({ chosen: 2, available: 8, count: 0, limit: 8 })).toBe('badCount');
    expect(blockedReason({ chosen: 2, available: 8, count: Number.NaN, limit: 8 })).toBe('badCount');
    expect(blockedReason({ chosen: 2, available: 8, count: 8, limit: 8 })).toBeNull();
  });
});
