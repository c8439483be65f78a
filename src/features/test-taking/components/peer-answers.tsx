import { useId } from 'react';
import styled from 'styled-components';
import type { components } from '../../../../openapi/schema.gen';
import { useLanguage } from '../../../i18n/use-language';
import { formatNumber, formatPercent } from '../../../tenant/intl-format';
import { optionLetter } from '../lib/format';
import { useCheckAnswersText } from '../lib/use-check-answers-text';

type Peers = components['schemas']['PeerAnswers'];

/**
 * How the provider's other learners answered a question (when the server sends it): the share who
 * chose each option, as a bar and in words, and how many answered and got it right.
 */
export function PeerAnswers({ peers }: { peers: Peers }) {
  const t = useCheckAnswersText();
  const language = useLanguage();
  const heading = useId();
  const percent = (value: number) => formatPercent(value, language);
  return (
    <Box aria-labelledby={heading}>
      <h3 id={heading}>{t('peers.title')}</h3>
      <p>{t('peers.summary', { count: peers.learners, learners: formatNumber(peers.learners, language, 0), correct: percent(peers.correct) })}</p>
      {peers.options.length ? (
        <Shares>
          {peers.options.map((share, i) => (
            <li key={i}>
              <Letter aria-hidden="true">{optionLetter(i)}</Letter>
              <Bar aria-hidden="true">
                <Fill style={{ inlineSize: `${Math.min(100, Math.max(0, share))}%` }} />
              </Bar>
              <span aria-hidden="true" dir="ltr">
                {percent(share)}
              </span>
              <span className="visually-hidden">{t('peers.option', { letter: optionLetter(i), percent: percent(share) })}</span>
            </li>
          ))}
        </Shares>
      ) : null}
    </Box>
  );
}

const Box = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surfaceAlt};
  h3 { font-size: ${({ theme }) => theme.font.size.md}; }
  p { color: ${({ theme }) => theme.color.text.muted}; font-size: ${({ theme }) => theme.font.size.sm}; }
`;

const Shares = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: 1.5rem 1fr 4.5rem;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    font-variant-numeric: tabular-nums;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  li > span[dir] { text-align: end; }
`;

const Letter = styled.b`
  text-align: center;
`;

const Bar = styled.span`
  block-size: 0.6rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.border.default};
  overflow: hidden;
`;

const Fill = styled.span`
  display: block;
  block-size: 100%;
  background: ${({ theme }) => theme.color.brand.primary};
`;
