import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { CloseButton } from '../../../ui/dialog';
import { useTakeTestText } from '../lib/use-take-test-text';
import { Calculator } from './calculator';

interface CalculatorPanelProps {
  /** Escape or the close button: the screen removes the panel, and focus goes back to what opened it. */
  onClose: () => void;
}

/**
 * The test's Calculator as a panel beside the question, not a modal: the question, its figure and
 * its options stay in sight and in reach. Docked in the side column on wide screens; a bottom sheet
 * on phones, with as much room added under the page so the options scrolled to clear it. Focus
 * moves in on opening and back to the opener on closing; its keys stay in it (the test's own
 * shortcuts, letters and arrows, never see them).
 */
export function CalculatorPanel({ onClose }: CalculatorPanelProps) {
  const t = useTakeTestText();
  const headingId = useId();
  const panel = useRef<HTMLElement>(null);
  const [sheetHeight, setSheetHeight] = useState(0);
  // What had focus when it opened (read while rendering, before the calculator takes focus), to give it back on closing.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  useEffect(
    () => () => {
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    },
    [opener],
  );

  // The sheet's height, as room under the page on phones (the spacer shows below lg only).
  useEffect(() => {
    const element = panel.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setSheetHeight(element.offsetHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    event.stopPropagation();
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onClose();
  };

  return (
    <>
      <Sheet ref={panel} role="dialog" aria-labelledby={headingId} onKeyDown={onKeyDown}>
        <Head>
          <h2 id={headingId}>{t('tools.calculator')}</h2>
          <CloseButton label={t('tools.close')} onClick={onClose} />
        </Head>
        <Calculator divideByZeroText={t('tools.divideByZero')} clearLabel={t('tools.clear')} equalsLabel={t('tools.equals')} focusOnMount />
      </Sheet>
      <Room aria-hidden="true" style={{ height: sheetHeight }} />
    </>
  );
}

const Sheet = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.bg.surface};
  border-block-start: 1px solid ${({ theme }) => theme.color.border.strong};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  /* Phones: a sheet along the bottom edge, over the page but under any dialog (those are in the top layer). */
  position: fixed;
  inset-inline: 0;
  inset-block-end: 0;
  z-index: 20;
  max-height: 60dvh;
  overflow: auto;
  ${({ theme }) => theme.media.lg} {
    /* Wide screens: docked in the side column above the palette, beside the question, kept in view while it scrolls. */
    order: -1;
    position: sticky;
    inset-block: calc(var(--sticky-top, 0px) + var(--take-test-status-height, 0px) + ${({ theme }) => theme.space.sm}) auto;
    z-index: 1;
    max-height: none;
    padding: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.color.border.default};
    border-radius: ${({ theme }) => theme.radius.lg};
    box-shadow: ${({ theme }) => theme.shadow.sm};
  }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  h2 { font-size: ${({ theme }) => theme.font.size.lg}; }
`;

/** Room under the page as tall as the sheet, so its last options can be scrolled above it (phones only). */
const Room = styled.div`
  ${({ theme }) => theme.media.lg} { display: none; }
`;
