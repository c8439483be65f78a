import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useLanguage } from '../../../i18n/use-language';
import { formatNumber } from '../../../tenant/intl-format';
import { formatCountdown } from '../lib/countdown-text';
import type { Translate } from '../../../i18n/use-namespace';
import type { SaveStatus } from '../lib/use-autosave';
import { useTakeTestText } from '../lib/use-take-test-text';

interface TakeTestHeaderProps {
  title: string;
  date: string;
  missing: number;
  attempted: number;
  secondsLeft: number;
  /** The test's duration, shown under the countdown as 'Allotted time: … minutes'. */
  allottedMinutes: number;
  saveStatus: SaveStatus;
}

/** Announced to screen readers when the time left crosses these marks (not every second). */
const MARKS = [30 * 60, 10 * 60, 5 * 60, 60, 30];

/** The test's header: name, date, missing and attempted counts, the countdown and whether answers are saved. */
export function TakeTestHeader({ title, date, missing, attempted, secondsLeft, allottedMinutes, saveStatus }: TakeTestHeaderProps) {
  const t = useTakeTestText();
  const language = useLanguage();
  const announcement = useThresholdAnnouncement(secondsLeft, t);
  const low = secondsLeft <= 60;
  return (
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
        <Stat $alert={low}>
          <dt>{t('timeLeft')}</dt>
          <dd>
            {/* Isolated and left to right: 01:23:45 reads the same in an rtl page. */}
            <span role="timer" aria-live="off" dir="ltr">
              {formatCountdown(secondsLeft, language)}
            </span>
          </dd>
          <dd className="allotted">{t('allotted', { time: t('minutes', { count: allottedMinutes }) })}</dd>
        </Stat>
      </Stats>
      <Saved $status={saveStatus}>{t(`save.${saveStatus === 'pending' ? 'saving' : saveStatus}`)}</Saved>
      <p className="visually-hidden" aria-live="assertive">
        {announcement}
      </p>
    </Bar>
  );
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

const Bar = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.bg.surface};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  ${({ theme }) => theme.media.md} { grid-template-columns: 1fr auto; align-items: center; }
`;

const Titles = styled.div`
  min-width: 0;
  h1 { font-size: ${({ theme }) => theme.font.size.xl}; overflow-wrap: anywhere; }
  p { color: ${({ theme }) => theme.color.text.muted}; font-size: ${({ theme }) => theme.font.size.sm}; }
`;

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, auto);
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
  grid-column: 1 / -1;
  justify-self: start;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $status }) => ($status === 'offline' ? theme.color.status.warning : theme.color.bg.surfaceAlt)};
  color: ${({ theme, $status }) => ($status === 'offline' ? theme.color.status.onStatus : theme.color.text.muted)};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;
