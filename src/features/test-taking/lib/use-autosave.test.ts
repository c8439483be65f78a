import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyState, type Question, type QuestionState } from './answer-state';
import { useAutosave } from './use-autosave';

const question: Question = {
  _id: 'q',
  question: 'Q',
  question_type: 'Single Choice Question',
  options: ['a', 'b'],
  images: [],
  sub_questions: [],
  sub_topic_reference: { _id: 's', sub_topic_name: 'S' },
};
const blank: QuestionState[] = [emptyState(question), emptyState(question)];
const choose = (answers: QuestionState[], index: number, option: number) => answers.map((a, i) => (i === index ? { ...a, selectedOption: option } : a));

/** The hook as the take-test screen uses it, with a save the test controls. */
function setup(save: (answers: QuestionState[], at: number) => Promise<unknown>) {
  return renderHook(({ answers }: { answers: QuestionState[] }) => useAutosave({ answers, currentQuestion: 0, save, initiallySaved: blank, enabled: true }), {
    initialProps: { answers: blank },
  });
}

/** Lets the save's promise settle inside act, as a real response would. */
const settle = () => act(async () => void (await Promise.resolve()));

describe('useAutosave', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends a change to the server 1.2 s after it is made (within the 2 s the spec allows), then says saved', async () => {
    const save = vi.fn(() => Promise.resolve());
    const { result, rerender } = setup(save);
    expect(result.current.status).toBe('saved');

    const next = choose(blank, 0, 1);
    rerender({ answers: next });
    expect(result.current.status).toBe('pending');
    expect(result.current.isSaved(0)).toBe(false);
    expect(result.current.isSaved(1)).toBe(true);

    act(() => void vi.advanceTimersByTime(1199));
    expect(save).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith(next, 0);
    await settle();
    expect(result.current.status).toBe('saved');
    expect(result.current.isSaved(0)).toBe(true);
  });

  it('sends a burst of changes once, with the latest answers', () => {
    const save = vi.fn(() => Promise.resolve());
    const { rerender } = setup(save);
    const first = choose(blank, 0, 0);
    rerender({ answers: first });
    act(() => void vi.advanceTimersByTime(800));
    const second = choose(first, 1, 1);
    rerender({ answers: second });
    act(() => void vi.advanceTimersByTime(1200));
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith(second, 0);
  });

  it('keeps the 2-second promise under a stream of changes: one every 500 ms for 10 s is saved every 2 s, each time with the latest answers', async () => {
    const save = vi.fn((_answers: QuestionState[], _at: number) => Promise.resolve());
    const { rerender } = setup(save);
    let answers = blank;
    const sent: Array<{ at: number; answers: QuestionState[] }> = [];
    save.mockImplementation((a: QuestionState[]) => (sent.push({ at: Date.now() - start, answers: a }), Promise.resolve()));
    const start = Date.now();
    for (let i = 0; i < 20; i++) {
      answers = choose(answers, i % 2, i % 2 === 0 ? 1 : 0);
      answers = answers.map((a, q) => (q === 0 ? { ...a, note: `change ${i}` } : a));
      rerender({ answers });
      await act(() => vi.advanceTimersByTimeAsync(500)); // the server answers at once
    }
    // The first change at 0 ms is sent by 2000 ms, and every change waits at most 2 s.
    expect(sent.map((s) => s.at)).toEqual([2000, 4000, 6000, 8000, 10000]);
    expect(sent.at(-1)!.answers[0]!.note).toBe('change 19');
  });

  it('when the server cannot be reached, says offline, keeps the answers and sends them when the connection returns', async () => {
    let reachable = false;
    const save = vi.fn(() => (reachable ? Promise.resolve() : Promise.reject(new TypeError('Failed to fetch'))));
    const { result, rerender } = setup(save);
    const next = choose(blank, 0, 1);
    rerender({ answers: next });
    act(() => void vi.advanceTimersByTime(1200));
    await settle();
    expect(result.current.status).toBe('offline');
    expect(result.current.isSaved(0)).toBe(false);

    reachable = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await settle();
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith(next, 0);
    expect(result.current.status).toBe('saved');
    expect(result.current.isSaved(0)).toBe(true);
  });

  it('while offline, tries again every 10 seconds without waiting for an online event', async () => {
    const save = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const { result, rerender } = setup(save);
    rerender({ answers: choose(blank, 0, 1) });
    act(() => void vi.advanceTimersByTime(1200));
    await settle();
    expect(result.current.status).toBe('offline');
    act(() => void vi.advanceTimersByTime(10_000));
    await settle();
    expect(save).toHaveBeenCalledTimes(2);
    expect(result.current.status).toBe('offline');
  });

  it('sends nothing while the browser says it is offline, then sends the latest answers once it is back', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const save = vi.fn(() => Promise.resolve());
    const { result, rerender } = setup(save);
    const next = choose(blank, 0, 1);
    rerender({ answers: next });
    act(() => void vi.advanceTimersByTime(30_000));
    expect(save).not.toHaveBeenCalled();
    expect(result.current.status).toBe('offline');

    online.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    await settle();
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith(next, 0);
    expect(result.current.status).toBe('saved');
    online.mockRestore();
  });
});
