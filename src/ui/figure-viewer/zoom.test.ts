import { describe, expect, it } from 'vitest';
import { clampZoom, FITTED, MAX_SCALE, panBy, zoomBy } from './zoom';

const stage = { width: 400, height: 200 };

describe('figure zoom', () => {
  it('zooms between fitted and the most, about the middle', () => {
    expect(zoomBy(FITTED, 2, stage)).toEqual({ scale: 2, x: 0, y: 0 });
    expect(zoomBy(FITTED, 0.5, stage)).toEqual(FITTED);
    expect(zoomBy({ scale: 6, x: 0, y: 0 }, 2, stage).scale).toBe(MAX_SCALE);
  });

  it('keeps a fitted figure in place and a zoomed one from leaving the stage', () => {
    expect(panBy(FITTED, 50, 50, stage)).toEqual(FITTED);
    expect(panBy({ scale: 2, x: 0, y: 0 }, 500, -500, stage)).toEqual({ scale: 2, x: 200, y: -100 });
    expect(clampZoom({ scale: 3, x: -1000, y: 10 }, stage)).toEqual({ scale: 3, x: -400, y: 10 });
  });

  it('scales the movement with the zoom, and zooming out to fitted centres the figure', () => {
    expect(zoomBy({ scale: 2, x: 100, y: 50 }, 1.5, stage)).toEqual({ scale: 3, x: 150, y: 75 });
    expect(zoomBy({ scale: 2, x: 100, y: 50 }, 0.25, stage)).toEqual(FITTED);
  });
});
