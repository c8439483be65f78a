import { describe, expect, it } from 'vitest';
import { QuestionCache } from './question-cache.ts';
import type { QuestionRow } from './repo/questions.ts';

const question = (id: string, text: string): QuestionRow =>
  ({
    id,
    questionHtml: `<p>${text}</p>`,
    questionType: 'single',
    options: ['A', 'B'],
    images: [],
    correctOption: 1,
    correctOptions: null,
    subQuestions: null,
    explanationHtml: '<p>Because.</p>',
    translations: { ar: { questionHtml: `<p>${text} (ar)</p>` } },
    subtopic: { id: 's1', name: 'Sub', references: [], images: [], translations: {} },
  }) as unknown as QuestionRow;

describe('QuestionCache', () => {
  it('reads a test order once per loaded tenant and writes its JSON once, never with the key', async () => {
    const cache = new QuestionCache();
    const tenant = { id: 't1' };
    let loads = 0;
    const load = async () => {
      loads += 1;
      return [question('q1', 'First'), question('q2', 'Second')];
    };
    const first = await cache.json(tenant, 'q1,q2', 'en-GB', load);
    const again = await cache.json(tenant, 'q1,q2', 'en-GB', load);
    expect(loads).toBe(1);
    expect([first.fresh, again.fresh]).toEqual([true, false]);
    expect(again.json).toBe(first.json);
    expect(first.count).toBe(2);
    const sent = JSON.parse(first.json.toString()) as Array<Record<string, unknown>>;
    expect(sent.map((q) => q.question)).toEqual(['<p>First</p>', '<p>Second</p>']);
    expect(first.json.toString()).not.toMatch(/correct_option|explanation|Because/);
  });

  it('reads again for a newly synced tenant, so an edited question is sent as edited', async () => {
    const cache = new QuestionCache();
    let text = 'Before';
    const load = async () => [question('q1', text)];
    expect((await cache.json({ id: 't1' }, 'q1', 'en-GB', load)).json.toString()).toContain('Before');
    text = 'After';
    // The same tenant id, loaded again by a sync: a new object.
    const synced = await cache.json({ id: 't1' }, 'q1', 'en-GB', load);
    expect(synced.json.toString()).toContain('After');
    expect(synced.fresh).toBe(true);
  });

  it('writes the JSON once per language from the same rows, each language its own bytes', async () => {
    const cache = new QuestionCache();
    const tenant = { id: 't1' };
    let loads = 0;
    const load = async () => {
      loads += 1;
      return [question('q1', 'First')];
    };
    const english = await cache.json(tenant, 'q1', 'en-GB', load);
    const arabic = await cache.json(tenant, 'q1', 'ar', load);
    const arabicAgain = await cache.json(tenant, 'q1', 'ar', load);
    expect(loads).toBe(1);
    expect([english.fresh, arabic.fresh, arabicAgain.fresh]).toEqual([true, true, false]);
    expect(arabicAgain.json).toBe(arabic.json);
    expect((JSON.parse(english.json.toString()) as Array<{ question: string }>)[0]!.question).toBe('<p>First</p>');
    expect((JSON.parse(arabic.json.toString()) as Array<{ question: string }>)[0]!.question).toBe('<p>First (ar)</p>');
  });

  it('keeps nothing for an id list some of whose questions are missing', async () => {
    const cache = new QuestionCache();
    const tenant = { id: 't1' };
    let loads = 0;
    const load = async () => {
      loads += 1;
      return [question('q1', 'Only one')];
    };
    await cache.get(tenant, 'q1,gone', load);
    await cache.get(tenant, 'q1,gone', load);
    expect(loads).toBe(2);
  });
});
