import { useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { ArrowLeftIcon, ArrowRightIcon, PauseIcon, PlayIcon } from '../icon';
import { timers } from '../../lib/timers';

export interface CarouselLabels {
  /** The carousel's accessible name, e.g. 'Why recharge'. */
  region: string;
  /** A slide's name, given its 1-based number and the count, e.g. 'Slide 1 of 3'. */
  slide: (n: number, count: number) => string;
  pause: string;
  play: string;
  previous: string;
  next: string;
}

interface CarouselProps {
  slides: readonly ReactNode[];
  /** Milliseconds between slides while playing (Recharge: 3000). */
  interval: number;
  labels: CarouselLabels;
  /** Start paused. Default false; users who ask for reduced motion start paused too. */
  paused?: boolean;
}

const prefersReducedMotion = () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * Slides that advance on their own, with a visible pause control (WCAG 2.2.2), previous and next
 * buttons and dots. Rotation also stops while the pointer or keyboard focus is inside, so nobody
 * loses what they are reading; only the current slide is exposed to assistive technology.
 */
export function Carousel({ slides, interval, labels, paused: startPaused = false }: CarouselProps) {
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(() => startPaused || prefersReducedMotion());
  const [holding, setHolding] = useState(false);
  const count = slides.length;
  const playing = !paused && !holding && count > 1;

  useEffect(() => (playing ? timers.every(interval, () => setCurrent((n) => (n + 1) % count)) : undefined), [playing, interval, count]);

  const go = (n: number) => setCurrent((n + count) % count);
  return (
    <Region
      role="region"
      aria-roledescription="carousel"
      aria-label={labels.region}
      onMouseEnter={() => setHolding(true)}
      onMouseLeave={() => setHolding(false)}
      onFocus={() => setHolding(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && setHolding(false)}
    >
      <Controls>
        <Control type="button" onClick={() => setPaused((p) => !p)} aria-label={paused ? labels.play : labels.pause}>
          {paused ? <PlayIcon size={18} /> : <PauseIcon size={18} />}
        </Control>
        <Control type="button" onClick={() => go(current - 1)} aria-label={labels.previous}>
          <ArrowLeftIcon size={18} />
        </Control>
        <Control type="button" onClick={() => go(current + 1)} aria-label={labels.next}>
          <ArrowRightIcon size={18} />
        </Control>
      </Controls>
      <Slides aria-live={playing ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <Slide key={i} role="group" aria-roledescription="slide" aria-label={labels.slide(i + 1, count)} hidden={i !== current}>
            {slide}
          </Slide>
        ))}
      </Slides>
      <Dots>
        {slides.map((_, i) => (
          <Dot key={i} type="button" aria-label={labels.slide(i + 1, count)} aria-current={i === current || undefined} onClick={() => go(i)} />
        ))}
      </Dots>
    </Region>
  );
}

const Region = styled.section`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.brand.subtle};
  color: ${({ theme }) => theme.color.brand.onSubtle};
`;

const Controls = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xs};
`;

const Control = styled.button`
  display: inline-grid;
  place-items: center;
  width: ${({ theme }) => theme.layout.control};
  height: ${({ theme }) => theme.layout.control};
  border: 1px solid ${({ theme }) => theme.color.brand.onSubtle};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.brand.onSubtle};
  cursor: pointer;
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.color.border.focus}; outline-offset: 2px; }
`;

const Slides = styled.div`
  min-height: 7rem;
`;

const Slide = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  /* Author display rules beat the hidden attribute's: only the current slide shows. */
  &[hidden] { display: none; }
`;

const Dots = styled.div`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xxs};
`;

const Dot = styled.button`
  width: ${({ theme }) => theme.layout.control};
  height: ${({ theme }) => theme.layout.control};
  border: 0;
  background: transparent;
  cursor: pointer;
  &::before {
    content: '';
    display: block;
    width: 0.75rem;
    height: 0.75rem;
    margin: auto;
    border: 2px solid ${({ theme }) => theme.color.brand.onSubtle};
    border-radius: ${({ theme }) => theme.radius.pill};
  }
  &[aria-current]::before { background: ${({ theme }) => theme.color.brand.onSubtle}; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.color.border.focus}; outline-offset: -4px; }
`;
