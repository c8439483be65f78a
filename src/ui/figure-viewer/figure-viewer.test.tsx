import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWeb } from '../../../tests/support/render-web';
import { FigureViewer, type FigureViewerLabels } from './figure-viewer';

const labels: FigureViewerLabels = {
  open: 'Figure 1 of this question: view full screen',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  reset: 'Reset zoom',
  close: 'Close',
  hint: 'Pinch, or press + and −, to zoom.',
  zoomLevel: (scale) => `Zoom ${Math.round(scale * 100)}%`,
};

const figure = () => screen.getAllByRole('img', { name: 'Figure 1 of this question' }).at(-1)!;
const transform = () => figure().style.transform;

describe('FigureViewer', () => {
  // happy-dom lays nothing out: the stage is given a size, so moving a zoomed figure has room.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(200);
  });
  afterEach(() => vi.restoreAllMocks());

  it('opens full screen on Enter, named by the figure, zooms and moves by keyboard, and closes on Escape back to the figure', async () => {
    renderWeb(<FigureViewer src="/ecg.svg" alt="Figure 1 of this question" labels={labels} />);
    const opener = screen.getByRole('button', { name: 'Figure 1 of this question: view full screen' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Figure 1 of this question' });
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(screen.getByText('Zoom 100%')).toBeTruthy();
    expect(transform()).toBe('translate(0px, 0px) scale(1)');

    // Arrows do nothing to a fitted figure.
    await userEvent.keyboard('{ArrowLeft}');
    expect(transform()).toBe('translate(0px, 0px) scale(1)');
    await userEvent.keyboard('+');
    expect(screen.getByText('Zoom 150%')).toBeTruthy();
    await userEvent.keyboard('{ArrowLeft}{ArrowUp}');
    expect(transform()).toBe('translate(40px, 20px) scale(1.5)');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}');
    expect(transform()).toBe('translate(-40px, 0px) scale(1.5)');
    await userEvent.keyboard('=');
    expect(screen.getByText('Zoom 225%')).toBeTruthy();
    await userEvent.keyboard('-');
    expect(screen.getByText('Zoom 150%')).toBeTruthy();
    await userEvent.keyboard('0');
    expect(transform()).toBe('translate(0px, 0px) scale(1)');
    await userEvent.keyboard('-');
    expect(screen.getByText('Zoom 100%')).toBeTruthy();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('opens on Space too, zooms with its buttons, and closes with Close', async () => {
    renderWeb(<FigureViewer src="/ecg.svg" alt="Figure 1 of this question" labels={labels} />);
    const opener = screen.getByRole('button', { name: 'Figure 1 of this question: view full screen' });
    opener.focus();
    await userEvent.keyboard(' ');
    await userEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    await userEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(screen.getByText('Zoom 225%')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(screen.getByText('Zoom 150%')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reset zoom' }));
    expect(screen.getByText('Zoom 100%')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps its keys from the page behind (a test’s own shortcuts)', async () => {
    const pageKeys = vi.fn();
    document.addEventListener('keydown', pageKeys);
    renderWeb(<FigureViewer src="/ecg.svg" alt="Figure 1 of this question" labels={labels} />);
    await userEvent.click(screen.getByRole('button', { name: 'Figure 1 of this question: view full screen' }));
    await userEvent.keyboard('a+{ArrowRight}');
    expect(pageKeys).not.toHaveBeenCalled();
    document.removeEventListener('keydown', pageKeys);
  });
});
