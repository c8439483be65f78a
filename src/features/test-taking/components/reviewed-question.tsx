import { useState } from 'react';
import styled from 'styled-components';
import type { components } from '../../../../openapi/schema.gen';
import { Button } from '../../../ui/button';
import { useLanguage } from '../../../i18n/use-language';
import { FigureViewer } from '../../../ui/figure-viewer';
import { RichText } from '../../../ui/rich-text';
import { CheckIcon, CloseIcon } from '../../../ui/icon';
import { figureViewerLabels } from '../lib/figure-viewer-labels';
import { PeerAnswers } from './peer-answers';
import { optionLetter } from '../lib/format';
import { preview, textOf } from '../lib/preview-text';
import { useCheckAnswersText } from '../lib/use-check-answers-text';

type Reviewed = components['schemas']['ReviewedQuestion'];
type Answer = components['schemas']['ReportAnswer'];

/** One reviewed question: the learner's choice beside the key, the explanation, references and images. */
export function ReviewedQuestion({ question, answer }: { question: Reviewed; answer: Answer }) {
  const t = useCheckAnswersText();
  const language = useLanguage();
  const figure = (src: string, alt: string) => <FigureViewer key={src} src={src} alt={alt} labels={figureViewerLabels(t, language, alt)} />;
  const [expanded, setExpanded] = useState(false);
  const explanationText = textOf(question.explanation.description);
  const short = preview(explanationText);
  const chosen = new Set((answer.selected as Array<number | string | null>).filter((v): v is number => typeof v === 'number'));
  const isCorrect = (i: number) =>
    question.question_type === 'Multiple Choice Question' ? question.correct_options.includes(i) : question.correct_option === i;
  const reference = question.sub_topic_reference;

  return (
    <>
      <RichText html={question.question} />
      {question.images.map((src, i) => figure(src, t('figure', { n: i + 1 })))}
      {question.question_type === 'Sub Questions' ? (
        <Parts>
          <thead>
            <tr>
              <th scope="col">{t('statement')}</th>
              <th scope="col">{t('yourAnswer')}</th>
              <th scope="col">{t('correctAnswer')}</th>
            </tr>
          </thead>
          <tbody>
            {question.sub_questions.map((part, i) => {
              const given = (answer.selected as Array<string | null>)[i] ?? null;
              const right = given === part.correct_option;
              return (
                <tr key={i}>
                  <td>{part.question}</td>
                  <td>
                    <Verdict $right={right}>
                      {right ? <CheckIcon size={16} /> : <CloseIcon size={16} />}
                      {given === null ? t('notAnswered') : t(given)}
                    </Verdict>
                  </td>
                  <td>{t(part.correct_option)}</td>
                </tr>
              );
            })}
          </tbody>
        </Parts>
      ) : (
        <Options>
          {question.options.map((option, i) => {
            const correct = isCorrect(i);
            const selected = chosen.has(i);
            return (
              <Option key={i} $correct={correct} $wrongPick={selected && !correct}>
                <Letter>{optionLetter(i)}</Letter>
                <OptionText dir="auto">{option}</OptionText>
                <Marks>
                  {correct ? (
                    <Mark $tone="correct">
                      <CheckIcon size={14} /> {t('correctAnswer')}
                    </Mark>
                  ) : null}
                  {selected ? <Mark $tone={correct ? 'correct' : 'wrong'}>{t('yourAnswer')}</Mark> : null}
                </Marks>
              </Option>
            );
          })}
          {chosen.size === 0 ? <NotAnswered>{t('notAnswered')}</NotAnswered> : null}
        </Options>
      )}
      {answer.peers ? <PeerAnswers peers={answer.peers} /> : null}
      {answer.notes ? (
        <Note>
          <strong>{t('yourNote')}:</strong> {answer.notes}
        </Note>
      ) : null}
      <Section aria-labelledby="explanation-heading">
        <h3 id="explanation-heading">{t('explanation')}</h3>
        {expanded || !short.cut ? <RichText html={question.explanation.description} /> : <p>{short.text}</p>}
        {short.cut ? (
          <Toggle variant="link" aria-expanded={expanded} onClick={() => setExpanded((e) => !e)}>
            {expanded ? t('readLess') : t('readMore')}
          </Toggle>
        ) : null}
      </Section>
      {reference.references.length ? (
        <Section aria-labelledby="references-heading">
          <h3 id="references-heading">{t('references')}</h3>
          <ul>
            {reference.references.map((href) => (
              <li key={href}>
                <a href={href} target="_blank" rel="noopener noreferrer">
                  {href.replace(/^https?:\/\//, '')}
                </a>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {reference.images.length ? (
        <Section aria-labelledby="reference-images-heading">
          <h3 id="reference-images-heading">{t('referenceImages')}</h3>
          {reference.images.map((src, i) => figure(src, t('referenceFigure', { n: i + 1 })))}
        </Section>
      ) : null}
    </>
  );
}

const Options = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Option = styled.li<{ $correct: boolean; $wrongPick: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 2px solid
    ${({ theme, $correct, $wrongPick }) => ($correct ? theme.color.answer.correct : $wrongPick ? theme.color.answer.wrong : theme.color.border.default)};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const OptionText = styled.span`
  flex: 1;
  min-width: 8rem;
`;

const Letter = styled.b`
  display: inline-grid;
  flex-shrink: 0;
  place-items: center;
  width: ${({ theme }) => theme.layout.marker};
  height: ${({ theme }) => theme.layout.marker};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 2px solid ${({ theme }) => theme.color.border.strong};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Marks = styled.span`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;

const Mark = styled.span<{ $tone: 'correct' | 'wrong' }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  padding: 0.2em ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $tone }) => ($tone === 'correct' ? theme.color.answer.correct : theme.color.answer.wrong)};
  color: ${({ theme }) => theme.color.status.onStatus};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const NotAnswered = styled.li`
  color: ${({ theme }) => theme.color.answer.wrong};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Parts = styled.table`
  width: 100%;
  border-collapse: collapse;
  th, td {
    padding: ${({ theme }) => theme.space.xs};
    border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
    text-align: start;
    vertical-align: top;
  }
  th { color: ${({ theme }) => theme.color.text.muted}; font-size: ${({ theme }) => theme.font.size.sm}; }
`;

const Verdict = styled.span<{ $right: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  color: ${({ theme, $right }) => ($right ? theme.color.answer.correct : theme.color.answer.wrong)};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Note = styled.p`
  padding: ${({ theme }) => theme.space.sm};
  border-inline-start: 4px solid ${({ theme }) => theme.color.brand.primary};
  background: ${({ theme }) => theme.color.bg.surfaceAlt};
`;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  h3 { font-size: ${({ theme }) => theme.font.size.md}; }
  ul { margin: 0; padding-inline-start: ${({ theme }) => theme.space.lg}; }
  a { overflow-wrap: anywhere; }
`;

const Toggle = styled(Button)`
  justify-self: start;
`;
