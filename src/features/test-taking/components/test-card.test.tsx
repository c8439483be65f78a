import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWeb } from '../../../../tests/support/render-web';
import { completedExams, quizzes } from './story-fixtures';
import { ListedTestCard } from './listed-test-card';
import { TestCard } from './test-card';

const completed = completedExams[0]!;
const local = new Date(2025, 2, 14, 10, 20).toISOString();

describe('TestCard', () => {
  it.each([
    ['en-GB', '14 Mar 2025'],
    ['ar', '14 مارس 2025'],
  ])("writes Completed On in the learner's active language (%s), not the provider's default", (language, date) => {
    renderWeb(<TestCard test={completed} action={{ label: 'View Score', onClick: () => {} }} completedOn={local} />, { language });
    expect(screen.getByText(date).tagName).toBe('TIME');
  });

  it('marks a test that needs a plan, and its Take leads to Membership saying why, described by the mark', () => {
    const quiz = quizzes[0]!;
    renderWeb(<ListedTestCard section="quizzes" test={quiz} onTake={() => {}} needsPlan />);
    const take = screen.getByRole('link', { name: 'Take Quiz' });
    expect(take.getAttribute('href')).toBe('/menu/membership?reason=plan-required');
    const described = take
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual([quiz.test_name, 'Needs a plan']);
  });

  it('without the need, Take opens the start dialog (a button), and no mark', () => {
    renderWeb(<ListedTestCard section="quizzes" test={quizzes[0]!} onTake={() => {}} />);
    expect(screen.getByRole('button', { name: 'Take Quiz' })).toBeTruthy();
    expect(screen.queryByText('Needs a plan')).toBeNull();
  });
});
