import styled from 'styled-components';
import { Skeleton } from '../../../ui/skeleton';
import type { DashboardData, TestCount } from '../api/insight-types';
import { useLanguage } from '../../../i18n/use-language';
import { formatPercent } from '../../../tenant/intl-format';
import { useInsightsText } from '../use-insights-text';

interface CountCardsProps {
  data: Pick<DashboardData, 'totalExam' | 'exam' | 'quiz'> | undefined;
  loading: boolean;
}

/** Tests, Exams and Quizzes: how many there are and how many the learner attempted. */
export function CountCards({ data, loading }: CountCardsProps) {
  const t = useInsightsText();
  const language = useLanguage();
  if (loading) {
    // Not a list while loading: a status region of placeholders (a ul may not be a status).
    return (
      <Grid as="div" role="status" aria-busy="true" aria-label={t('dashboard.counts.loading')}>
        {[0, 1, 2].map((i) => (
          // The loaded card's rows, each a placeholder one line (1lh) of the row's own type, so the
          // numbers arriving move nothing below them (layout shift).
          <Card as="div" key={i}>
            <Name as="div">
              <Skeleton height="1lh" width="40%" />
            </Name>
            <Number>
              <Skeleton height="1lh" width="30%" />
            </Number>
            <Line>
              <Skeleton height="1lh" width="70%" />
            </Line>
            <Bar aria-hidden="true" />
            <Percent>
              <Skeleton height="1lh" width="45%" />
            </Percent>
          </Card>
        ))}
      </Grid>
    );
  }
  // A failed load clears the placeholders (the screen shows the error).
  if (!data) return null;
  const cards: Array<[string, TestCount]> = [
    [t('dashboard.counts.tests'), data.totalExam],
    [t('dashboard.counts.exams'), data.exam],
    [t('dashboard.counts.quizzes'), data.quiz],
  ];
  return (
    <Grid aria-label={t('dashboard.counts.label')}>
      {cards.map(([name, count]) => (
        <Card key={name}>
          <Name>{name}</Name>
          <Number>{count.count}</Number>
          <Line>{t('dashboard.counts.attempted', { attempted: count.attempted, count: count.count })}</Line>
          <Bar aria-hidden="true">
            <span style={{ width: `${count.attemptedPercentage}%` }} />
          </Bar>
          <Percent>{t('dashboard.counts.percent', { percent: formatPercent(count.attemptedPercentage, language) })}</Percent>
        </Card>
      ))}
    </Grid>
  );
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-inline-start: 6px solid ${({ theme }) => theme.color.brand.primary};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;

const Line = styled.p`
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Name = styled.h2`
  font-size: ${({ theme }) => theme.font.size.md};
  color: ${({ theme }) => theme.color.text.muted};
`;

const Number = styled.span`
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

const Bar = styled.span`
  display: block;
  height: 0.5rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.brand.subtle};
  overflow: hidden;
  span { display: block; height: 100%; background: ${({ theme }) => theme.color.brand.primary}; }
`;

const Percent = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;
