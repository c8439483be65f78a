import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWeb } from '../../../tests/support/render-web';
import { Carousel, type CarouselLabels } from './carousel';

const labels: CarouselLabels = {
  region: 'Why recharge',
  slide: (n, count) => `Slide ${n} of ${count}`,
  pause: 'Pause slides',
  play: 'Play slides',
  previous: 'Previous slide',
  next: 'Next slide',
};
const slides = ['Little and often', 'Read the explanation', 'Come back to it'].map((text) => <p key={text}>{text}</p>);

/** The one slide shown (the others are hidden, so not in the accessibility tree). */
const shown = () => screen.getAllByRole('group').map((g) => g.getAttribute('aria-label'));
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Carousel', () => {
  it('shows one slide at a time and moves on every interval (3000 ms), wrapping round', () => {
    renderWeb(<Carousel slides={slides} interval={3000} labels={labels} />);
    expect(screen.getByRole('region', { name: 'Why recharge' }).getAttribute('aria-roledescription')).toBe('carousel');
    expect(shown()).toEqual(['Slide 1 of 3']);
    tick(2999);
    expect(shown()).toEqual(['Slide 1 of 3']);
    tick(1);
    expect(shown()).toEqual(['Slide 2 of 3']);
    expect(screen.getByRole('group', { name: 'Slide 2 of 3' }).textContent).toBe('Read the explanation');
    tick(3000);
    expect(shown()).toEqual(['Slide 3 of 3']);
    tick(3000);
    expect(shown()).toEqual(['Slide 1 of 3']);
  });

  it('stops when paused and starts again on play; the slide region is polite only while stopped', () => {
    const { container } = renderWeb(<Carousel slides={slides} interval={3000} labels={labels} />);
    const live = () => container.querySelector('[aria-live]')!.getAttribute('aria-live');
    expect(live()).toBe('off');
    fireEvent.click(screen.getByRole('button', { name: 'Pause slides' }));
    expect(live()).toBe('polite');
    tick(30_000);
    expect(shown()).toEqual(['Slide 1 of 3']);
    fireEvent.click(screen.getByRole('button', { name: 'Play slides' }));
    expect(screen.getByRole('button', { name: 'Pause slides' })).toBeTruthy();
    tick(3000);
    expect(shown()).toEqual(['Slide 2 of 3']);
  });

  it('holds while the pointer or keyboard focus is inside', () => {
    renderWeb(<Carousel slides={slides} interval={3000} labels={labels} />);
    const region = screen.getByRole('region', { name: 'Why recharge' });
    fireEvent.mouseEnter(region);
    tick(9000);
    expect(shown()).toEqual(['Slide 1 of 3']);
    fireEvent.mouseLeave(region);
    tick(3000);
    expect(shown()).toEqual(['Slide 2 of 3']);
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    tick(9000);
    expect(shown()).toEqual(['Slide 2 of 3']);
    act(() => screen.getByRole('button', { name: 'Next slide' }).blur());
    tick(3000);
    expect(shown()).toEqual(['Slide 3 of 3']);
  });

  it('goes back and forth with previous and next (wrapping), and to a slide with its dot', () => {
    renderWeb(<Carousel slides={slides} interval={3000} labels={labels} paused />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(shown()).toEqual(['Slide 3 of 3']);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shown()).toEqual(['Slide 1 of 3']);
    fireEvent.click(screen.getByRole('button', { name: 'Slide 2 of 3' }));
    expect(shown()).toEqual(['Slide 2 of 3']);
    expect(screen.getAllByRole('button', { name: /^Slide / }).map((dot) => dot.getAttribute('aria-current'))).toEqual([null, 'true', null]);
  });

  it('starts paused when asked to, or when the user prefers reduced motion', () => {
    const first = renderWeb(<Carousel slides={slides} interval={3000} labels={labels} paused />);
    expect(screen.getByRole('button', { name: 'Play slides' })).toBeTruthy();
    tick(9000);
    expect(shown()).toEqual(['Slide 1 of 3']);
    first.unmount();

    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    renderWeb(<Carousel slides={slides} interval={3000} labels={labels} />);
    expect(screen.getByRole('button', { name: 'Play slides' })).toBeTruthy();
    tick(9000);
    expect(shown()).toEqual(['Slide 1 of 3']);
  });

  it('never rotates a single slide', () => {
    const setInterval = vi.spyOn(window, 'setInterval');
    renderWeb(<Carousel slides={slides.slice(0, 1)} interval={3000} labels={labels} />);
    tick(9000);
    expect(shown()).toEqual(['Slide 1 of 1']);
    expect(setInterval.mock.calls.filter(([, ms]) => ms === 3000)).toHaveLength(0);
  });
});
