/** The viewer's zoom: a scale of the fitted figure (1 = fitted to the screen) and how far it is moved, in px. */
export interface Zoom {
  scale: number;
  x: number;
  y: number;
}

/** The stage the figure is fitted into, in px. */
export interface Stage {
  width: number;
  height: number;
}

export const FITTED: Zoom = { scale: 1, x: 0, y: 0 };
export const MAX_SCALE = 8;
/** One press of + or −, or of a zoom button. */
export const ZOOM_STEP = 1.5;
/** One press of an arrow key moves the zoomed figure by this share of the stage. */
export const PAN_STEP = 0.1;

/** Keeps the scale between fitted and MAX_SCALE and the figure covering the stage's middle: it cannot be moved out of sight. */
export function clampZoom({ scale, x, y }: Zoom, stage: Stage): Zoom {
  const s = Math.min(MAX_SCALE, Math.max(1, scale));
  const maxX = ((s - 1) * stage.width) / 2;
  const maxY = ((s - 1) * stage.height) / 2;
  const clamp = (v: number, max: number) => {
    const clamped = Math.min(max, Math.max(-max, v));
    return clamped === 0 ? 0 : clamped; // never -0
  };
  return { scale: s, x: clamp(x, maxX), y: clamp(y, maxY) };
}

/** Zooms by `factor` about the stage's centre (the movement scales with the figure, so the middle stays the middle). */
export function zoomBy(zoom: Zoom, factor: number, stage: Stage): Zoom {
  const scale = Math.min(MAX_SCALE, Math.max(1, zoom.scale * factor));
  const ratio = scale / zoom.scale;
  return clampZoom({ scale, x: zoom.x * ratio, y: zoom.y * ratio }, stage);
}

/** Moves the figure by dx, dy px (only while zoomed in: a fitted figure stays put). */
export function panBy(zoom: Zoom, dx: number, dy: number, stage: Stage): Zoom {
  return clampZoom({ ...zoom, x: zoom.x + dx, y: zoom.y + dy }, stage);
}
