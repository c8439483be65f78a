import type { ComponentProps } from 'react';
import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWeb } from '../../../../tests/support/render-web';
import { TakeTestHeader } from './take-test-header';

type Props = ComponentProps<typeof TakeTestHeader>;

const defaults: Props = {
  title: 'Alpha Academy Test',
  date: '14 March 2025',
  missing: 3,
  attempted: 7,
  secondsLeft: 3725,
  allottedMinutes: 90,
  saveStatus: 'saved',
};

const renderHeader = (over: Partial<Props> = {}, language?: string) => {
  const view = renderWeb(<TakeTestHeader {...defaults} {...over} />, { language });
  return { ...view, at: (secondsLeft: number) => view.rerender(<TakeTestHeader {...defaults} {...over} secondsLeft={secondsLeft} />) };
};
const facts = () => Object.fromEntries(screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
/** The visually hidden live region that screen readers announce. */
const announcement = () => {
  const regions = document.querySelectorAll('[aria-live="assertive"]');
  expect(regions).toHaveLength(1);
  expect(regions[0]!.classList.contains('visually-hidden')).toBe(true);
  return regions[0]!.textContent;
};

describe('TakeTestHeader', () => {
  it('shows the title, the date, the Missing and Attempted counts and the time left as hh:mm:ss', () => {
    renderHeader();
    expect(screen.getByRole('heading', { level: 1, name: 'Alpha Academy Test' })).toBeTruthy();
    expect(screen.getByText('14 March 2025')).toBeTruthy();
    expect(facts()).toEqual({ Missing: '3', Attempted: '7', 'Time left': '01:02:05' });
    const timer = screen.getByRole('timer');
    expect(timer.textContent).toBe('01:02:05');
    expect(timer.getAttribute('aria-live')).toBe('off');
    expect(within(timer.closest('div')!).getByText('Allotted time: 90 minutes')).toBeTruthy();
  });

  it.each([
    [599, '00:09:59'],
    [59, '00:00:59'],
    [0, '00:00:00'],
    [-3, '00:00:00'],
    [36000, '10:00:00'],
  ])('formats %i seconds left as %s', (secondsLeft, text) => {
    renderHeader({ secondsLeft });
    expect(screen.getByRole('timer').textContent).toBe(text);
  });

  it("writes the countdown and the counts through Intl in the learner's language (its own digits where it has them)", () => {
    renderHeader({}, 'ar');
    expect(facts()).toMatchObject({ Missing: '3', Attempted: '7' });
    expect(screen.getByRole('timer').textContent).toBe('01:02:05');
    cleanup();
    renderHeader({}, 'ar-u-nu-arab');
    expect(facts()).toMatchObject({ Missing: '٣', Attempted: '٧' });
    expect(screen.getByRole('timer').textContent).toBe('٠١:٠٢:٠٥');
  });

  it('announces nothing on first render, even at a mark', () => {
    renderHeader({ secondsLeft: 600 });
    expect(announcement()).toBe('');
  });

  it('announces 10 minutes when the time reaches 600 seconds, and not again each second', () => {
    const { at } = renderHeader({ secondsLeft: 602 });
    at(601);
    expect(announcement()).toBe('');
    at(600);
    expect(announcement()).toBe('10 minutes left');
    expect(screen.getByRole('timer').textContent).toBe('00:10:00');
    at(599);
    expect(announcement()).toBe('10 minutes left');
    expect(screen.getByRole('timer').textContent).toBe('00:09:59');
    at(598);
    expect(announcement()).toBe('10 minutes left');
  });

  it('announces 30 minutes when a tick skips over the mark (1801 to 1799)', () => {
    const { at } = renderHeader({ secondsLeft: 1801 });
    at(1799);
    expect(announcement()).toBe('30 minutes left');
    at(1798);
    expect(announcement()).toBe('30 minutes left');
  });

  it('after a jump over several marks (a tab back from the background), announces the nearest one', () => {
    const { at } = renderHeader({ secondsLeft: 1801 });
    at(200);
    expect(announcement()).toBe('5 minutes left');
  });

  // 1,900 renders of one tick each: a few seconds on a busy CI machine, hence its own time limit.
  it('announces each mark in turn: 30, 10, 5 and 1 minutes, then 30 seconds', () => {
    const { at } = renderHeader({ secondsLeft: 1900 });
    const heard: string[] = [];
    for (let s = 1899; s >= 0; s--) {
      at(s);
      const text = announcement()!;
      if (text !== heard.at(-1)) heard.push(text);
    }
    expect(heard).toEqual(['', '30 minutes left', '10 minutes left', '5 minutes left', '1 minute left', '30 seconds left']);
  }, 30_000);

  it.each([
    ['saved', 'Saved'],
    ['saving', 'Saving…'],
    ['pending', 'Saving…'],
    ['offline', 'Saved on this device'],
  ] as const)('says %s answers are "%s"', (saveStatus, text) => {
    renderHeader({ saveStatus });
    expect(screen.getByText(text)).toBeTruthy();
    for (const other of ['Saved', 'Saving…', 'Saved on this device'].filter((o) => o !== text)) expect(screen.queryByText(other)).toBeNull();
  });
});
