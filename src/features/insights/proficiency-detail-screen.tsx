import { useParams } from 'react-router';
import styled from 'styled-components';
import { useLanguage } from '../../i18n/use-language';
import { formatPercent } from '../../tenant/intl-format';
import { usePageTitle } from '../../tenant/use-page-title';
import { Alert } from '../../ui/alert';
import { ArrowLink } from '../../ui/arrow-link';
import { Card } from '../../ui/card';
import { PercentBar } from '../../ui/percent-bar';
import { Screen } from '../../ui/screen';
import { Skeleton } from '../../ui/skeleton';
import { useProficiencyDetail } from './api/get-proficiency-detail';
import { useInsightsText } from './use-insights-text';

/** Proficiency detail (spec): the exam's name, the overall bar, then each topic's percent with its subtopics to 2 decimals. */
export function ProficiencyDetailScreen() {
  const t = useInsightsText();
  const language = useLanguage();
  const twoDecimals = (n: number) => formatPercent(n, language, 'exactly2');
  const { examId = '' } = useParams();
  const detail = useProficiencyDetail(examId);
  const data = detail.data;
  usePageTitle(data?.exam_name ?? t('proficiency.title'));
  return (
    <Screen>
      <ArrowLink direction="back" to="/menu/proficiency-percentage">
        {t('proficiency.back')}
      </ArrowLink>
      {detail.isError ? <Alert kind="error">{detail.error.message}</Alert> : null}
      {detail.isPending ? (
        <div role="status" aria-busy="true" aria-label={t('proficiency.loadingDetail')}>
          <Skeleton height="2.5rem" width="60%" />
          <Skeleton height="1.25rem" />
        </div>
      ) : null}
      {data ? (
        <>
          <header>
            <h1>{data.exam_name}</h1>
          </header>
          <Block aria-labelledby="overall">
            <h2 id="overall">{t('proficiency.overall')}</h2>
            <PercentBar
              size="lg"
              value={data.overall_percentage}
              valueText={twoDecimals(data.overall_percentage)}
              label={t('proficiency.overallOf', { name: data.exam_name })}
            />
          </Block>
          <h2>{t('proficiency.topics')}</h2>
          {data.topic_wise.map((topic) => (
            <Block key={topic.topic} aria-label={topic.topic}>
              <h3>{topic.topic}</h3>
              <PercentBar value={topic.percent} valueText={twoDecimals(topic.percent)} label={topic.topic} />
              <Subtopics aria-label={t('proficiency.subtopics', { topic: topic.topic })}>
                {topic.subtopic.map((sub) => (
                  <li key={sub.subtopic}>
                    <span>{sub.subtopic}</span>
                    <PercentBar value={sub.percent} valueText={twoDecimals(sub.percent)} label={sub.subtopic} />
                  </li>
                ))}
              </Subtopics>
            </Block>
          ))}
        </>
      ) : null}
    </Screen>
  );
}

const Block = styled(Card).attrs({ as: 'section', $padding: 'md', $shadow: 'none' })`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  h2, h3 { font-size: ${({ theme }) => theme.font.size.lg}; }
`;

const Subtopics = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding-block: 0;
  padding-inline: ${({ theme }) => theme.space.md} 0;
  list-style: none;
  li { display: grid; gap: ${({ theme }) => theme.space.xxs}; }
  li > span { font-size: ${({ theme }) => theme.font.size.sm}; color: ${({ theme }) => theme.color.text.muted}; }
  ${({ theme }) => theme.media.md} { li { grid-template-columns: 14rem 1fr; align-items: center; gap: ${({ theme }) => theme.space.md}; } }
`;
