import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import { Alert } from '../../ui/alert';
import { ArrowLink } from '../../ui/arrow-link';
import { ButtonLink } from '../../ui/button';
import { Card } from '../../ui/card';
import { RichText } from '../../ui/rich-text';
import { Screen } from '../../ui/screen';
import { Skeleton, SkeletonText } from '../../ui/skeleton';
import { catalogPaths, type SpecialityTopicDetail } from './api/catalog-types';
import { useTopic } from './api/get-topic';
import { ReferenceList } from './components/reference-list';
import { TopicImages } from './components/topic-images';
import { useCatalogText } from './use-catalog-text';

/** The spec: this page's title is the current host, not '<page> | <provider>'. */
function useHostTitle() {
  useEffect(() => {
    document.title = window.location.host;
  }, []);
}

/**
 * Speciality topic detail (spec): its images, name, counts, references, description and the
 * numbered subtopics with their question counts; beyond the spec, links to practise the topic or
 * one subtopic when it has a practice test.
 */
export function TopicDetailScreen() {
  const t = useCatalogText();
  const { topicID = '' } = useParams();
  useHostTitle();
  const topic = useTopic(topicID);
  return (
    <Screen>
      <ArrowLink direction="back" to={catalogPaths.list}>
        {t('topic.back')}
      </ArrowLink>
      {topic.isError ? <Alert kind="error">{topic.error.message}</Alert> : null}
      {topic.isPending ? (
        <Loading role="status" aria-busy="true" aria-label={t('topic.loading')}>
          <Skeleton height="14rem" radius="lg" />
          <Skeleton height="2.5rem" width="60%" />
          <SkeletonText lines={4} />
        </Loading>
      ) : null}
      {topic.data ? <TopicDetail topic={topic.data} /> : null}
    </Screen>
  );
}

function TopicDetail({ topic }: { topic: SpecialityTopicDetail }) {
  const t = useCatalogText();
  return (
    <>
      {topic.images.length > 0 ? <TopicImages name={topic.topic_name} images={topic.images} /> : null}
      <header>
        <h1>{topic.topic_name}</h1>
        <Facts>
          <div>
            <dt>{t('topic.subtopicCount')}</dt>
            <dd>{topic.subtopic_count}</dd>
          </div>
          <div>
            <dt>{t('topic.questionCount')}</dt>
            <dd>{topic.questionCount}</dd>
          </div>
        </Facts>
        {topic.practice_test_id ? (
          <Practise>
            <ButtonLink to={catalogPaths.practice(topic._id)}>{t('topic.practise')}</ButtonLink>
          </Practise>
        ) : null}
      </header>
      {topic.references.length > 0 ? (
        <Block aria-labelledby="topic-references">
          <h2 id="topic-references">{t('topic.references')}</h2>
          <ReferenceList references={topic.references} />
        </Block>
      ) : null}
      <Block aria-labelledby="topic-description">
        <h2 id="topic-description">{t('topic.description')}</h2>
        <RichText html={topic.description} />
      </Block>
      <Block aria-labelledby="topic-subtopics">
        <h2 id="topic-subtopics">{t('topic.subtopicsList')}</h2>
        {topic.subtopics.length === 0 ? (
          <Muted>{t('topic.noSubtopics')}</Muted>
        ) : (
          <Subtopics>
            {topic.subtopics.map((sub, i) => (
              <li key={sub._id}>
                <SubtopicName>{t('topic.subtopic', { n: i + 1, name: sub.sub_topic_name })}</SubtopicName>
                <Count>{t('topic.subtopicQuestions', { count: sub.questionCount })}</Count>
                {sub.practice_test_id ? (
                  <PractiseLink to={catalogPaths.practice(topic._id, sub._id)} aria-label={t('topic.practiseSubtopicLabel', { name: sub.sub_topic_name })}>
                    {t('topic.practiseSubtopic')}
                  </PractiseLink>
                ) : null}
              </li>
            ))}
          </Subtopics>
        )}
      </Block>
    </>
  );
}

const Loading = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  margin: 0;
  > div { display: flex; gap: ${({ theme }) => theme.space.xs}; }
  dt { color: ${({ theme }) => theme.color.text.muted}; }
  dt::after { content: ':'; }
  dd { margin: 0; color: ${({ theme }) => theme.color.text.heading}; font-weight: ${({ theme }) => theme.font.weight.bold}; }
`;

const Practise = styled.div`
  margin-top: ${({ theme }) => theme.space.xs};
`;

const Block = styled(Card).attrs({ as: 'section', $padding: 'md', $shadow: 'none' })`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  h2 { font-size: ${({ theme }) => theme.font.size.xl}; }
  ${({ theme }) => theme.media.md} { padding: ${({ theme }) => theme.space.lg}; }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.text.muted};
`;

const Subtopics = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
    padding: ${({ theme }) => theme.space.sm} 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
  }
  li:last-child { border-bottom: 0; }
`;

const SubtopicName = styled.span`
  flex: 1 1 14rem;
  min-width: 0;
  overflow-wrap: anywhere;
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Count = styled.span`
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.brand.subtle};
  color: ${({ theme }) => theme.color.brand.onSubtle};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  white-space: nowrap;
`;

const PractiseLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.layout.control};
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 2px solid currentColor;
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.text.link};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  &:hover { background: ${({ theme }) => theme.color.brand.subtle}; color: ${({ theme }) => theme.color.brand.onSubtle}; }
`;
