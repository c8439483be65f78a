import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useLanguage } from '../../../i18n/use-language';
import { formatNumber } from '../../../tenant/intl-format';
import { formatCountdown } from '../lib/countdown-text';
import type { Translate } from '../../../i18n/use-namespace';
import type { SaveStatus } from '../lib/use-autosave';
import { useTakeTestText } from '../lib/use-take-test-text';
import { Card } from '../../../ui/card';

interface TakeTestHeaderProps {
  title: string;
  date: string;
  missing: number;
  attempted: number;
  secondsLeft: number;
  /** The test's duration, shown under the countdown as 'Allotted time: … minutes'. */
  allottedMinutes: number;
  saveStatus: SaveStatus;
  /** 'Question 3 of 40', shown in the status bar. Default none. */
  counter?: string;
  /** A notice that must stay in view with the status (the offline warning). Default none. */
  notice?: ReactNode;
  /** Seconds spent so far, shown instead of the countdown: an untimed (tutor-mode) test's soft timer. Default none (the countdown). */
  elapsed?: number;
}

/** Announced to screen readers when the time left crosses these marks (not every second). */
const MARKS = [30 * 60, 10 * 60, 5 * 60, 60, 30];

/**
 * The test's header: a card with the name, the date and the Missing and Attempted counts, then a
 * status bar stuck to the top of the screen as the question scrolls under it, at every width:
 * the question's number, the countdown, whether answers are saved and a notice (offline). Render it
 * as a child of the screen's full-height layout, so the bar stays stuck all the way down.
 */
export function TakeTestHeader({ title, date, missing, attempted, secondsLeft, allottedMinutes, saveStatus, counter, notice, elapsed }: TakeTestHeaderProps) {
  const t = useTakeTestText();
  const language = useLanguage();
  const untimed = elapsed !== undefined;
  // An untimed test's clock only informs: no time-left announcements, no alert colour.
  const announcement = useThresholdAnnouncement(untimed ? Infinity : secondsLeft, t);
  const status = useStatusHeight();
  const low = !untimed && secondsLeft <= 60;
  return (
    <>
      <Bar>
        <Titles>
          <h1>{title}</h1>
          <p>{date}</p>
        </Titles>
        <Stats>
          <Stat>
            <dt>{t('missing')}</dt>
            <dd>{formatNumber(missing, language, 0)}</dd>
          </Stat>
          <Stat>
            <dt>{t('attempted')}</dt>
            <dd>{formatNumber(attempted, language, 0)}</dd>
          </Stat>
        </Stats>
      </Bar>
      <Status ref={status}>
        {/* The question's heading says it to screen readers; here it is for the eye. */}
        {counter ? <Counter aria-hidden="true">{counter}</Counter> : null}
        <TimeLeft>
          <Stat $alert={low}>
            <dt>{untimed ? t('tutor.timeSpent') : t('timeLeft')}</dt>
            <dd>
              {/* Isolated and left to right: 01:23:45 reads the same in an rtl page. */}
              <span role="timer" aria-live="off" dir="ltr">
                {formatCountdown(untimed ? elapsed : secondsLeft, language)}
              </span>
            </dd>
            <dd className="allotted">{untimed ? t('tutor.untimed') : t('allotted', { time: t('minutes', { count: allottedMinutes }) })}</dd>
          </Stat>
        </TimeLeft>
        <Saved $status={saveStatus}>{t(`save.${saveStatus === 'pending' ? 'saving' : saveStatus}`)}</Saved>
        {notice ? <Notice>{notice}</Notice> : null}
        <p className="visually-hidden" aria-live="assertive">
          {announcement}
        </p>
      </Status>
    </>
  );
}

/**
 * The status bar's height, kept in --take-test-status-height on its parent: a heading scrolled to
 * (scroll-margin-top) stops below the bar, however it wraps and whatever notice it shows.
 */
function useStatusHeight() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const bar = ref.current;
    const parent = bar?.parentElement;
    if (!bar || !parent || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => parent.style.setProperty('--take-test-status-height', `${bar.offsetHeight}px`));
    observer.observe(bar);
    return () => {
      observer.disconnect();
      parent.style.removeProperty('--take-test-status-height');
    };
  }, []);
  return ref;
}

function useThresholdAnnouncement(secondsLeft: number, t: Translate): string {
  const [text, setText] = useState('');
  const previous = useRef(secondsLeft);
  useEffect(() => {
    // The smallest mark crossed: after a jump (a tab back from the background) the nearest one is true.
    const crossed = [...MARKS].reverse().find((mark) => previous.current > mark && secondsLeft <= mark);
    previous.current = secondsLeft;
    if (crossed !== undefined) setText(crossed >= 60 ? t('announce.minutes', { count: crossed / 60 }) : t('announce.seconds', { count: crossed }));
  }, [secondsLeft, t]);
  return text;
}

const Bar = styled(Card).attrs({ as: 'header', $padding: 'md' })`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  ${({ theme }) => theme.media.md} { grid-template-columns: 1fr auto; align-items: center; }
`;

const Titles = styled.div`
  min-width: 0;
  h1 { font-size: ${({ theme }) => theme.font.size.xl}; overflow-wrap: anywhere; }
  p { color: ${({ theme }) => theme.color.text.muted}; font-size: ${({ theme }) => theme.font.size.sm}; }
`;

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, auto);
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
`;

const Stat = styled.div<{ $alert?: boolean }>`
  display: grid;
  align-content: start;
  dt { color: ${({ theme }) => theme.color.text.muted}; font-size: ${({ theme }) => theme.font.size.xs}; text-transform: uppercase; letter-spacing: 0.04em; }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    font-variant-numeric: tabular-nums;
    color: ${({ theme, $alert }) => ($alert ? theme.color.status.danger : theme.color.text.heading)};
  }
  dd.allotted {
    color: ${({ theme }) => theme.color.text.muted};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.regular};
  }
`;

const Saved = styled.p<{ $status: SaveStatus }>`
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $status }) => ($status === 'offline' ? theme.color.status.warning : theme.color.bg.surfaceAlt)};
  color: ${({ theme, $status }) => ($status === 'offline' ? theme.color.status.onStatus : theme.color.text.muted)};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/**
 * Stuck below whatever the page sticks above it (--sticky-top: the members' bar on phones), over
 * the question, which scrolls under it. Small on phones: one row of number, time and save state.
 */
const Status = styled(Card)`
  position: sticky;
  inset-block-start: var(--sticky-top, 0px);
  z-index: 10;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  ${({ theme }) => theme.media.md} { padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`}; }
`;

const Counter = styled.p`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.text.heading};
  font-size: ${({ theme }) => theme.font.size.sm};
  ${({ theme }) => theme.media.md} { font-size: ${({ theme }) => theme.font.size.md}; }
`;

const TimeLeft = styled.dl`
  margin: 0;
  > div { display: flex; flex-wrap: wrap; align-items: baseline; column-gap: ${({ theme }) => theme.space.xs}; }
  dd { font-size: ${({ theme }) => theme.font.size.lg}; }
  /* The allotted time is the test's, not news: on phones it is for screen readers only. */
  dd.allotted { position: absolute; inline-size: 1px; block-size: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
  ${({ theme }) => theme.media.md} {
    dd { font-size: ${({ theme }) => theme.font.size.xl}; }
    dd.allotted { position: static; inline-size: auto; block-size: auto; overflow: visible; clip-path: none; white-space: normal; }
  }
`;

const Notice = styled.div`
  flex-basis: 100%;
`;
