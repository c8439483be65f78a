import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { PoolTopic, QuestionFilter } from '../api/practice-types';
import { topicChoice, topicCount, toggleSubtopic, toggleTopic } from '../lib/pool-counts';
import { usePracticeText } from '../lib/use-practice-text';
import { ChoiceGroup, GroupError } from './choice-card';

interface TopicPickerProps {
  topics: readonly PoolTopic[];
  chosen: ReadonlySet<string>;
  onChange: (chosen: Set<string>) => void;
  /** The filter whose counts each line shows. */
  filter: QuestionFilter;
  /** The server's sentence about the subtopics, when it refused them. */
  error?: string;
}

/** The pool's topics, each with its subtopics; a topic's box chooses all of them. Each line says how many questions match. */
export function TopicPicker({ topics, chosen, onChange, filter, error }: TopicPickerProps) {
  const t = usePracticeText();
  return (
    <ChoiceGroup aria-invalid={error ? true : undefined}>
      <legend>{t('createTest.topics.legend')}</legend>
      <Hint>{t('createTest.topics.hint')}</Hint>
      {topics.length === 0 ? <p>{t('createTest.topics.none')}</p> : null}
      <Topics>
        {topics.map((topic) => (
          <Topic key={topic._id}>
            <TopicBox topic={topic} chosen={chosen} onChange={onChange} filter={filter} />
            <Subtopics>
              {topic.subtopics.map((subtopic) => (
                <li key={subtopic._id}>
                  <Line>
                    <input type="checkbox" checked={chosen.has(subtopic._id)} onChange={() => onChange(toggleSubtopic(subtopic._id, chosen))} />
                    <Name>{subtopic.sub_topic_name}</Name>
                    <Count>{t('createTest.topics.available', { count: subtopic.counts[filter] })}</Count>
                  </Line>
                </li>
              ))}
            </Subtopics>
          </Topic>
        ))}
      </Topics>
      <Hint aria-live="polite">{chosen.size > 0 ? t('createTest.topics.chosen', { count: chosen.size }) : null}</Hint>
      {error ? <GroupError>{error}</GroupError> : null}
    </ChoiceGroup>
  );
}

function TopicBox({ topic, chosen, onChange, filter }: Omit<TopicPickerProps, 'topics' | 'error'> & { topic: PoolTopic }) {
  const t = usePracticeText();
  const box = useRef<HTMLInputElement>(null);
  const choice = topicChoice(topic, chosen);
  // Some of its subtopics chosen: the box shows (and announces) mixed.
  useEffect(() => {
    if (box.current) box.current.indeterminate = choice === 'some';
  }, [choice]);
  return (
    <Line $topic>
      <input ref={box} type="checkbox" checked={choice === 'all'} onChange={() => onChange(toggleTopic(topic, chosen))} />
      <Name>{topic.topic_name}</Name>
      <Count>{t('createTest.topics.available', { count: topicCount(topic, filter) })}</Count>
    </Line>
  );
}

const Hint = styled.p`
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Topics = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 20rem), 1fr));
  align-items: start;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Topic = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};
  min-width: 0;
`;

const Subtopics = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  padding-inline-start: ${({ theme }) => theme.space.lg};
  list-style: none;
`;

/** A checkbox, its name and its count: the whole line is the label. */
const Line = styled.label<{ $topic?: boolean }>`
  display: grid;
  grid-template-columns: 1.25rem minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.layout.control};
  font-weight: ${({ theme, $topic }) => ($topic ? theme.font.weight.bold : theme.font.weight.regular)};
  cursor: pointer;
  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.color.brand.primary};
  }
  input:focus-visible { outline: 3px solid ${({ theme }) => theme.color.border.focus}; outline-offset: 2px; }
`;

const Name = styled.span`
  overflow-wrap: anywhere;
`;

const Count = styled.span`
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.regular};
  white-space: nowrap;
`;
