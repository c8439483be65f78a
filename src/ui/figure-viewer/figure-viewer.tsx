import { useCallback, useEffect, useRef, useState, type Dispatch, type KeyboardEvent, type PointerEvent, type RefObject, type SetStateAction } from 'react';
import styled from 'styled-components';
import { Button } from '../button';
import { Dialog } from '../dialog';
import { iconProps, type IconProps } from '../icon';
import { imageSize } from '../../lib/image-size';
import { FITTED, PAN_STEP, panBy, ZOOM_STEP, zoomBy, type Stage, type Zoom } from './zoom';

/** The viewer's texts, in the page's language. */
export interface FigureViewerLabels {
  /** The figure's button, e.g. 'Figure 1 of this question: view full screen'. */
  open: string;
  zoomIn: string;
  zoomOut: string;
  /** Back to the figure fitted to the screen. */
  reset: string;
  close: string;
  /** How to zoom and move around, shown under the heading. */
  hint: string;
  /** The zoom level as shown and read, e.g. 'Zoom 150%' (scale 1 is the figure fitted to the screen). */
  zoomLevel: (scale: number) => string;
}

export interface FigureViewerProps {
  src: string;
  /** The figure's alternative text; it also names the full-screen view. */
  alt: string;
  labels: FigureViewerLabels;
  /** Default 'lazy'. */
  loading?: 'lazy' | 'eager';
  /** Opens full screen from the start (stories). Default false. */
  initiallyOpen?: boolean;
  className?: string;
}

/**
 * A figure in the page that opens full screen: a press on it, or Enter or Space on it. There it
 * zooms by pinching, by + and − (0 fits it again), by its buttons, by the wheel or a double
 * click; a zoomed figure moves by dragging or the arrow keys. Escape or Close give focus back to it.
 */
export function FigureViewer({ src, alt, labels, loading = 'lazy', initiallyOpen = false, className }: FigureViewerProps) {
  const [open, setOpen] = useState(initiallyOpen);
  const [zoom, setZoom] = useState<Zoom>(FITTED);
  const stageRef = useRef<HTMLDivElement>(null);
  const stage = useCallback((): Stage => ({ width: stageRef.current?.clientWidth ?? 0, height: stageRef.current?.clientHeight ?? 0 }), []);

  // Keys anywhere in the viewer (the dialog is modal, so focus is in it): + − 0 and the arrows.
  // None goes on to the page behind (a test's own keys, say): the viewer owns the keyboard.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    event.stopPropagation();
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const action = ZOOM_KEYS[event.key];
    const pan = PAN_KEYS[event.key];
    if (action === 'in') setZoom((z) => zoomBy(z, ZOOM_STEP, stage()));
    else if (action === 'out') setZoom((z) => zoomBy(z, 1 / ZOOM_STEP, stage()));
    else if (action === 'fit') setZoom(FITTED);
    else if (pan) {
      const { width, height } = stage();
      setZoom((z) => panBy(z, pan[0] * width * PAN_STEP, pan[1] * height * PAN_STEP, stage()));
    } else return;
    event.preventDefault();
  };
  const show = () => {
    setZoom(FITTED);
    setOpen(true);
  };

  return (
    <>
      <Trigger type="button" className={className} aria-label={labels.open} aria-haspopup="dialog" onClick={show}>
        {/* The size the address carries keeps the figure's box the same before and after it loads (a lazy figure no longer pushes what is below it). */}
        <img src={src} alt={alt} loading={loading} {...imageSize(src)} />
        <Badge aria-hidden="true">
          <ZoomInIcon size={18} />
        </Badge>
      </Trigger>
      <Dialog open={open} onClose={() => setOpen(false)} title={alt} size="full" closeLabel={labels.close} onKeyDown={onKeyDown}>
        {open ? <Viewer src={src} alt={alt} labels={labels} zoom={zoom} setZoom={setZoom} stageRef={stageRef} stage={stage} /> : null}
      </Dialog>
    </>
  );
}

const ZOOM_KEYS: Record<string, 'in' | 'out' | 'fit'> = { '+': 'in', '=': 'in', '-': 'out', _: 'out', '0': 'fit' };
const PAN_KEYS: Record<string, [number, number]> = { ArrowLeft: [1, 0], ArrowRight: [-1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] };

interface ViewerProps {
  src: string;
  alt: string;
  labels: FigureViewerLabels;
  zoom: Zoom;
  setZoom: Dispatch<SetStateAction<Zoom>>;
  stageRef: RefObject<HTMLDivElement | null>;
  stage: () => Stage;
}

/** The full-screen view: the hint, the figure on its stage, and the zoom buttons. */
function Viewer({ src, alt, labels, zoom, setZoom, stageRef, stage }: ViewerProps) {
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const zoomIn = () => setZoom((z) => zoomBy(z, ZOOM_STEP, stage()));
  const zoomOut = () => setZoom((z) => zoomBy(z, 1 / ZOOM_STEP, stage()));

  // The wheel (and a trackpad's pinch, a wheel with Ctrl) zooms: a native listener, as React's is passive.
  useEffect(() => {
    const element = stageRef.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      setZoom((z) => zoomBy(z, Math.exp(-event.deltaY / 300), stage()));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [stage, setZoom, stageRef]);

  // One finger (or the mouse) drags a zoomed figure; two fingers pinch to zoom and move it with their middle.
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const all = pointers.current;
    const before = all.get(event.pointerId);
    if (!before) return;
    const others = [...all.entries()].filter(([id]) => id !== event.pointerId).map(([, p]) => p);
    const now = { x: event.clientX, y: event.clientY };
    all.set(event.pointerId, now);
    const other = others[0];
    if (other) {
      const factor = Math.hypot(now.x - other.x, now.y - other.y) / Math.max(1, Math.hypot(before.x - other.x, before.y - other.y));
      setZoom((z) => panBy(zoomBy(z, factor, stage()), (now.x - before.x) / 2, (now.y - before.y) / 2, stage()));
    } else {
      setZoom((z) => panBy(z, now.x - before.x, now.y - before.y, stage()));
    }
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => void pointers.current.delete(event.pointerId);

  const zoomed = zoom.scale > 1;
  return (
    <Frame>
      <Hint>{labels.hint}</Hint>
      <StageBox
        ref={stageRef}
        $zoomed={zoomed}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onDoubleClick={() => setZoom((z) => (z.scale > 1 ? FITTED : zoomBy(z, ZOOM_STEP * ZOOM_STEP, stage())))}
      >
        <img src={src} alt={alt} draggable={false} style={{ transform: `translate(${zoom.x}px, ${zoom.y}px) scale(${zoom.scale})` }} />
      </StageBox>
      <Toolbar>
        <Button variant="secondary" aria-disabled={!zoomed} onClick={zoomOut}>
          {labels.zoomOut}
        </Button>
        <Level aria-live="polite">{labels.zoomLevel(zoom.scale)}</Level>
        <Button variant="secondary" onClick={zoomIn}>
          {labels.zoomIn}
        </Button>
        <Button variant="ghost" aria-disabled={!zoomed} onClick={() => setZoom(FITTED)}>
          {labels.reset}
        </Button>
      </Toolbar>
    </Frame>
  );
}

/** A magnifying glass with a plus: this figure opens larger. */
function ZoomInIcon(props: IconProps) {
  return (
    <svg {...iconProps(props)}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-4-4M11 8v6M8 11h6" />
    </svg>
  );
}

const Trigger = styled.button`
  position: relative;
  display: block;
  justify-self: start;
  max-width: 100%;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: none;
  cursor: zoom-in;
  /*
   * Scaled down to fit, in its own proportions. Its width and height attributes are the image's own
   * pixels, as its natural size is, so they size the content box (inside the border) and the box is
   * the same before and after it loads; the border's two edges come off the room it may take.
   */
  img {
    --edge: 1px;
    display: block;
    box-sizing: content-box;
    max-width: calc(100% - 2 * var(--edge));
    height: auto;
    border: var(--edge) solid ${({ theme }) => theme.color.border.default};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.color.border.focus}; outline-offset: 2px; }
`;

const Badge = styled.span`
  position: absolute;
  inset-block-end: ${({ theme }) => theme.space.xs};
  inset-inline-end: ${({ theme }) => theme.space.xs};
  display: inline-grid;
  place-items: center;
  width: 2rem;
  height: 2rem;
  border: 1px solid ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.text.link};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  height: 100%;
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StageBox = styled.div<{ $zoomed: boolean }>`
  flex: 1 1 auto;
  min-height: 8rem;
  overflow: hidden;
  /* The stage handles pinching and dragging itself (pointer events), so the page does not zoom or scroll under it. */
  touch-action: none;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surfaceAlt};
  cursor: ${({ $zoomed }) => ($zoomed ? 'grab' : 'zoom-in')};
  user-select: none;
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
    transform-origin: center;
    pointer-events: none;
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const Level = styled.span`
  min-width: 6rem;
  text-align: center;
  font-variant-numeric: tabular-nums;
`;
