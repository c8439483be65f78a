import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FigureViewer, type FigureViewerLabels } from './figure-viewer';
import { onAPhone } from '../../../.storybook/phone-story';

/**
 * A rhythm strip from the Wardround tenant's assets (Storybook serves them under /tenant-files/<slug>/),
 * with the size its address carries in the app (983 x 228, its root's width and height: server/tenants/tenant-assets.ts).
 */
const ECG_STRIP = '/tenant-files/wardround/bank/ecg-rhythm-strip-01.svg#983x228';
/** An address of the same size that fails to load: the figure as it is before its image arrives. */
const MISSING_STRIP = '/tenant-files/wardround/bank/no-such-strip.svg#983x228';

const labels: FigureViewerLabels = {
  open: 'Figure 1 of this question: view full screen',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  reset: 'Fit to screen',
  close: 'Close',
  hint: 'Pinch, or press + and −, to zoom. Drag, or use the arrow keys, to move around.',
  zoomLevel: (scale) => `Zoom ${Math.round(scale * 100)}%`,
};

/** The browser at a phone's width (390 px) in the story tests. */
const PHONE = onAPhone();

const meta = {
  title: 'UI/FigureViewer',
  component: FigureViewer,
  args: { src: ECG_STRIP, alt: 'Figure 1 of this question', labels, loading: 'eager' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FigureViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

const loaded = async (img: HTMLImageElement) => waitFor(() => expect(img.complete && img.naturalWidth > 0).toBe(true));
const viewer = (canvasElement: HTMLElement) => within(canvasElement).findByRole('dialog', { name: 'Figure 1 of this question' });
const shownFigure = (dialog: HTMLElement) => within(dialog).getByRole('img', { name: 'Figure 1 of this question' }) as HTMLImageElement;

/**
 * In the page: the figure is a button (a magnifier in its corner says it opens larger). Its box is
 * as tall without its image as with it: a lazy figure that loads late pushes nothing below it
 * (it did, and a journey's click on the link under a reviewed question landed on the figure).
 */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Figure 1 of this question: view full screen' });
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    const img = within(button).getByRole('img', { name: 'Figure 1 of this question' }) as HTMLImageElement;
    await loaded(img);
    const height = button.getBoundingClientRect().height;
    await expect(height).toBeGreaterThan(100);
    img.src = MISSING_STRIP;
    await waitFor(() => expect(img.complete && img.naturalWidth === 0).toBe(true));
    await expect(button.getBoundingClientRect().height).toBe(height);
    img.src = ECG_STRIP;
    await loaded(img);
  },
};

/** Opened by Enter on the figure: the whole screen, named by the figure, fitted, with its zoom buttons. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Figure 1 of this question: view full screen' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await viewer(canvasElement);
    await expect(dialog).toHaveAttribute('open');
    await expect(within(dialog).getByText('Zoom 100%')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Zoom out' })).toHaveAttribute('aria-disabled', 'true');
    await loaded(shownFigure(dialog));
  },
};

/** Zoomed in twice by keyboard (+ +) and moved along the strip (→): the figure fills the stage. */
export const Zoomed: Story = {
  args: { initiallyOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await viewer(canvasElement);
    await loaded(shownFigure(dialog));
    within(dialog).getByRole('button', { name: 'Zoom in' }).focus();
    await userEvent.keyboard('++{ArrowRight}');
    await expect(within(dialog).getByText('Zoom 225%')).toBeVisible();
    await expect(shownFigure(dialog).style.transform).toMatch(/^translate\(-\d+(\.\d+)?px, 0px\) scale\(2\.25\)$/);
  },
};

/** On a phone (390 px), opened by a tap: the strip fills the width, the buttons fit beneath it. */
export const OpenOnPhone: Story = {
  ...PHONE,
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(390);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Figure 1 of this question: view full screen' }));
    const dialog = await viewer(canvasElement);
    await loaded(shownFigure(dialog));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zoom in' }));
    await expect(within(dialog).getByText('Zoom 150%')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBe(document.documentElement.clientWidth);
  },
};

/** Escape closes it and gives focus back to the figure. */
export const ClosedWithEscape: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Figure 1 of this question: view full screen' });
    await userEvent.click(button);
    await viewer(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
  },
};
