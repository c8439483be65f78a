import { useId } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Card, CardTitle } from '../../../ui/card';
import { LayersIcon } from '../../../ui/icon';
import type { SpecialityTopic } from '../api/catalog-types';
import { useCatalogText } from '../use-catalog-text';

/** One topic of Speciality Modules (spec): its name, subtopic and question counts, and View Details. */
export function TopicCard({ topic }: { topic: SpecialityTopic }) {
  const t = useCatalogText();
  const titleId = useId();
  return (
    <Article as="article" $padding="md" aria-labelledby={titleId}>
      <CardTitle id={titleId} level={2} icon={<LayersIcon size={20} />}>
        {topic.topic_name}
      </CardTitle>
      <Counts>
        <li>{t('modules.subtopics', { count: topic.subtopic_count })}</li>
        <li>{t('modules.questions', { count: topic.questionCount })}</li>
      </Counts>
      {/* Relative to the list's route (spec): topic-detail/{id}. */}
      <View to={`topic-detail/${topic._id}`} aria-label={t('modules.viewDetailsLabel', { name: topic.topic_name })}>
        {t('modules.viewDetails')}
      </View>
    </Article>
  );
}

const Article = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  height: 100%;
  min-width: 0;
`;

const Counts = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const View = styled(Link)`
  align-self: flex-start;
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.layout.control};
  margin-top: auto;
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.brand.primary};
  color: ${({ theme }) => theme.color.brand.onPrimary};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  &:hover { background: ${({ theme }) => theme.color.brand.primaryHover}; }
`;
