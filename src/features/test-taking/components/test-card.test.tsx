import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWeb } from '../../../../tests/support/render-web';
import { completedExams } from './story-fixtures';
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
});
