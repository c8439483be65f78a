import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWeb } from '../../../../tests/support/render-web';
import { emptyState, toSubmission, type QuestionState } from '../lib/answer-state';
import { QuestionPanel } from './question-panel';
import { singleChoice } from './story-fixtures';

/** The panel with its state kept, as the take-test screen keeps it; the state shown as the submission item it would send. */
function Harness({ initial = emptyState(singleChoice) }: { initial?: QuestionState }) {
  const [state, setState] = useState(initial);
  const item = toSubmission(singleChoice, state);
  return (
    <>
      <QuestionPanel question={singleChoice} state={state} onChange={setState} />
      <output>{`${item.comment} chosen=${item.confidenceChosen}`}</output>
    </>
  );
}

const confidence = () => within(screen.getByRole('group', { name: 'How sure are you?' }));

describe('QuestionPanel confidence', () => {
  it('starts at I KNOW IT (the spec default) without counting it as chosen', () => {
    renderWeb(<Harness />);
    expect(confidence().getByRole<HTMLInputElement>('radio', { name: 'I KNOW IT' }).checked).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('I KNOW IT chosen=false');
  });

  it('records a level the learner picks as chosen', async () => {
    renderWeb(<Harness />);
    await userEvent.click(confidence().getByRole('radio', { name: 'NOT SURE' }));
    expect(screen.getByRole('status').textContent).toBe('NOT SURE chosen=true');
  });

  it('records picking the default itself as a choice', async () => {
    renderWeb(<Harness />);
    await userEvent.click(confidence().getByRole('radio', { name: 'I KNOW IT' }));
    expect(screen.getByRole('status').textContent).toBe('I KNOW IT chosen=true');
  });

  it('reads an answer saved before the choice was recorded as not chosen', () => {
    const { confidenceChosen: _, ...older } = { ...emptyState(singleChoice), confidence: 'THINK SO' as const };
    renderWeb(<Harness initial={older} />);
    expect(screen.getByRole('status').textContent).toBe('THINK SO chosen=false');
  });
});
