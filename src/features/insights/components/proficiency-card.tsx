import { useLanguage } from '../../../i18n/use-language';
import { Link } from 'react-router';
import styled from 'styled-components';
import { formatDate, formatPercent } from '../../../tenant/intl-format';
import { PercentBar } from '../../../ui/percent-bar';
import type { ProficiencyListItem } from '../api/insight-types';
import { useInsightsText } from '../use-insights-text';

/** One past exam result: name, date, score and its percentage bar, and View Proficiency. */
export function ProficiencyCard({ report }: { report: ProficiencyListItem }) {
  const t = useInsightsText();
  const locale = useLanguage();
  const date = formatDate(report.createdAt, 'short', locale);
  return (
    <Card>
      <h2>{report.test.test_name}</h2>
      <Meta>
        <time dateTime={report.createdAt}>{t('proficiency.takenOn', { date })}</time>
        <span>{t('proficiency.duration', { count: report.test.duration_in_mins })}</span>
      </Meta>
      <p>{t('proficiency.score', { correct: report.correct_answers, total: report.total })}</p>
      <PercentBar
        value={report.percentage}
        valueText={formatPercent(report.percentage, locale)}
        label={t('proficiency.overallOf', { name: report.test.test_name })}
      />
      <View to={report._id} aria-label={t('proficiency.viewLabel', { name: report.test.test_name, date })}>
        {t('proficiency.view')}
      </View>
    </Card>
  );
}

const Card = styled.article`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.xs};
  height: 100%;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  h2 { font-size: ${({ theme }) => theme.font.size.lg}; overflow-wrap: anywhere; }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const View = styled(Link)`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.layout.control};
  padding: 0 ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.brand.primary};
  color: ${({ theme }) => theme.color.brand.onPrimary};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  &:hover { background: ${({ theme }) => theme.color.brand.primaryHover}; }
`;
