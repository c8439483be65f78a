import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyClock } from '../../../.storybook/story-clock';
import { isMirrored, rtlPage } from '../../../.storybook/story-helpers';
import { Carousel } from './carousel';

const slide = (heading: string, body: string) => (
  <>
    <h2>{heading}</h2>
    <p>{body}</p>
  </>
);

const meta = {
  title: 'UI/Carousel',
  component: Carousel,
  args: {
    interval: 3000,
    labels: {
      region: 'Why recharge',
      slide: (n, count) => `Slide ${n} of ${count}`,
      pause: 'Pause slides',
      play: 'Play slides',
      previous: 'Previous slide',
      next: 'Next slide',
    },
    slides: [
      slide('Little and often', 'Ten questions a day beat a hundred the night before.'),
      slide('Read the explanation', 'A wrong answer is worth most once you know why it was wrong.'),
      slide('Come back to it', 'Retake a test a week later and see what stayed with you.'),
    ],
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Playing: the next slide after 3 seconds; the pause control stops it, and then slide changes are announced. */
export const Playing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Why recharge' });
    await expect(canvas.getByRole('group', { name: 'Slide 1 of 3' })).toHaveTextContent('Little and often');
    // Time stands still in a story until it is moved on: the carousel turns at 3000 ms exactly.
    await storyClock.advance(2999);
    await expect(canvas.queryByRole('group', { name: 'Slide 2 of 3' })).toBeNull();
    await storyClock.advance(1);
    await expect(canvas.getByRole('group', { name: 'Slide 2 of 3' })).toHaveTextContent('Read the explanation');
    await expect(canvas.queryByRole('group', { name: 'Slide 1 of 3' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Pause slides' }));
    await expect(canvas.getByRole('button', { name: 'Play slides' })).toBeVisible();
    await expect(region.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  },
};

/** Paused from the start: previous and next wrap round, and a dot goes straight to its slide. */
export const Paused: Story = {
  args: { paused: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Play slides' })).toBeVisible();
    await storyClock.advance(10_000);
    await expect(canvas.getByRole('group', { name: 'Slide 1 of 3' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await expect(canvas.getByRole('group', { name: 'Slide 3 of 3' })).toHaveTextContent('Come back to it');
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(canvas.getByRole('group', { name: 'Slide 1 of 3' })).toBeVisible();
    const second = canvas.getByRole('button', { name: 'Slide 2 of 3' });
    await userEvent.click(second);
    await expect(canvas.getByRole('group', { name: 'Slide 2 of 3' })).toBeVisible();
    await waitFor(() => expect(second).toHaveAttribute('aria-current', 'true'));
    await expect(canvas.getByRole('button', { name: 'Slide 1 of 3' })).not.toHaveAttribute('aria-current');
  },
};

/** A single slide never rotates, and its controls still work. */
export const OneSlide: Story = {
  args: { slides: [slide('Little and often', 'Ten questions a day beat a hundred the night before.')] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(canvas.getByRole('group', { name: 'Slide 1 of 1' })).toHaveTextContent('Little and often');
  },
};

/**
 * A story slower than a slide (3.1 s of real time, as a story took on a loaded machine): time in
 * a story stands still, so the first slide, and the story's picture, stay as they were.
 */
export const SlowerThanASlide: Story = {
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 3100));
    await expect(within(canvasElement).getByRole('group', { name: 'Slide 1 of 3' })).toHaveTextContent('Little and often');
  },
};

/** Right to left (the toolbar's Direction): the controls mirror, previous on the right pointing right, next pointing left. */
export const RightToLeft: Story = {
  args: { paused: true },
  globals: rtlPage,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const previous = canvas.getAllByRole('button', { name: 'Previous slide' })[0]!;
    const next = canvas.getAllByRole('button', { name: 'Next slide' })[0]!;
    await expect(previous.getBoundingClientRect().left).toBeGreaterThan(next.getBoundingClientRect().left);
    await expect(isMirrored(previous.querySelector('svg')!)).toBe(true);
    await expect(isMirrored(next.querySelector('svg')!)).toBe(true);
    await expect(isMirrored(canvas.getAllByRole('button', { name: 'Play slides' })[0]!.querySelector('svg')!)).toBe(false);
    await userEvent.click(next);
    await expect(canvas.getAllByRole('group', { name: 'Slide 2 of 3' })[0]).toBeVisible();
  },
};
