import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../../tests/support/render-web';
import { TestStartDialog } from './test-start-dialog';

const renderOpener = () =>
  renderAt('/menu/tests', [
    { path: '/menu/tests', element: <Opener /> },
    { path: '/menu/tests/take-test/:testID', element: <p>Take test screen</p> },
  ]);

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Take Exam
      </button>
      <TestStartDialog
        open={open}
        onClose={() => setOpen(false)}
        note="Practice exams can only be taken once."
        testName="Cardiology mock 1"
        details={['Time allotted: 90 minutes', 'Number of questions: 40']}
        backLabel="Go Back"
        startLabel="Start Exam"
        startTo="/menu/tests/take-test/t-1"
      />
    </>
  );
}

describe('TestStartDialog', () => {
  it('shows the note, the test name, the details, Go Back and the start link, all from props', async () => {
    renderOpener();
    await userEvent.click(screen.getByRole('button', { name: 'Take Exam' }));
    const dialog = screen.getByRole('dialog', { name: 'Cardiology mock 1' });
    expect(within(dialog).getByRole('heading', { name: 'Cardiology mock 1' })).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe('Practice exams can only be taken once.');
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Time allotted: 90 minutes', 'Number of questions: 40']);
    expect(within(dialog).getByRole('link', { name: 'Start Exam' }).getAttribute('href')).toBe('/menu/tests/take-test/t-1');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Go Back' }));
  });

  it('Go Back closes it and returns focus to the opener', async () => {
    renderOpener();
    const opener = screen.getByRole('button', { name: 'Take Exam' });
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(screen.queryByRole('link', { name: 'Start Exam' })).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('the start link goes to the take-test route', async () => {
    renderOpener();
    await userEvent.click(screen.getByRole('button', { name: 'Take Exam' }));
    await userEvent.click(screen.getByRole('link', { name: 'Start Exam' }));
    expect(await screen.findByText('Take test screen')).toBeTruthy();
  });
});
