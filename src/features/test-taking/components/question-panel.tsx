import { useId } from 'react';
import styled, { css } from 'styled-components';
import { useLanguage } from '../../../i18n/use-language';
import { FigureViewer } from '../../../ui/figure-viewer';
import { RichText } from '../../../ui/rich-text';
import { answerPart, chooseConfidence, chooseOption, CONFIDENCES, type Confidence, type Question, type QuestionState } from '../lib/answer-state';
import { figureViewerLabels } from '../lib/figure-viewer-labels';
import { optionLetter } from '../lib/format';
import { useTakeTestText } from '../lib/use-take-test-text';

interface QuestionPanelProps {
  question: Question;
  state: QuestionState;
  onChange: (state: QuestionState) => void;
  /** Nothing can be changed (a tutor-mode answer being confirmed). Default false. */
  disabled?: boolean;
}

const CONFIDENCE_KEY: Record<Confidence, string> = { 'I KNOW IT': 'iKnowIt', 'THINK SO': 'thinkSo', 'NOT SURE': 'notSure', 'NO IDEA': 'noIdea' };

/**
 * One question: stem, images and the answer controls. Options are real radio buttons (single
 * choice) or checkboxes (multiple choice), lettered A to P; true/false parts are radio pairs.
 */
export function QuestionPanel({ question, state, onChange, disabled = false }: QuestionPanelProps) {
  const t = useTakeTestText();
  const language = useLanguage();
  const id = useId();
  const multiple = question.question_type === 'Multiple Choice Question';
  const sub = question.question_type === 'Sub Questions';
  return (
    <>
      <Stem html={question.question} />
      {question.images.length ? (
        <Images>
          {question.images.map((src, i) => {
            // Neutral text on purpose: a description of the figure could give the answer away.
            const alt = t('figure', { n: i + 1 });
            return <FigureViewer key={src} src={src} alt={alt} labels={figureViewerLabels(t, language, alt)} />;
          })}
        </Images>
      ) : null}
      {sub ? (
        <Parts>
          {question.sub_questions.map((part, i) => (
            <Part key={i} disabled={disabled}>
              <legend>
                <span className="visually-hidden">{t('part', { n: i + 1 })}: </span>
                {part.question}
              </legend>
              <TrueFalse>
                {[true, false].map((value) => (
                  <Choice key={String(value)} $checked={state.selected[i] === value}>
                    <input type="radio" name={`${id}-part-${i}`} checked={state.selected[i] === value} onChange={() => onChange(answerPart(state, i, value))} />
                    {value ? t('true') : t('false')}
                  </Choice>
                ))}
              </TrueFalse>
            </Part>
          ))}
        </Parts>
      ) : (
        <Options disabled={disabled}>
          <legend className="visually-hidden">{multiple ? t('chooseAll') : t('chooseOne')}</legend>
          <Hint aria-hidden="true">{multiple ? t('chooseAll') : t('chooseOne')}</Hint>
          {question.options.map((option, i) => {
            const checked = multiple ? state.selectedOptions.includes(i) : state.selectedOption === i;
            return (
              <Option key={i} $checked={checked}>
                <input
                  type={multiple ? 'checkbox' : 'radio'}
                  name={`${id}-options`}
                  checked={checked}
                  onChange={() => onChange(chooseOption(question, state, i))}
                />
                <Letter aria-hidden="true" $checked={checked}>
                  {optionLetter(i)}
                </Letter>
                <span>
                  <span className="visually-hidden">{optionLetter(i)}. </span>
                  <span dir="auto">{option}</span>
                </span>
              </Option>
            );
          })}
        </Options>
      )}
      <Confidences disabled={disabled}>
        <legend>{t('confidence')}</legend>
        <div>
          {CONFIDENCES.map((level) => (
            <Choice key={level} $checked={state.confidence === level}>
              {/* onClick too: choosing the level already shown (the default) is a choice, and a checked radio sends no change. */}
              <input
                type="radio"
                name={`${id}-confidence`}
                checked={state.confidence === level}
                onChange={() => onChange(chooseConfidence(state, level))}
                onClick={() => onChange(chooseConfidence(state, level))}
              />
              {t(`confidenceLevels.${CONFIDENCE_KEY[level]}`)}
            </Choice>
          ))}
        </div>
      </Confidences>
    </>
  );
}

const Stem = styled(RichText)`
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const Images = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const fieldsetReset = css`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Options = styled.fieldset`
  ${fieldsetReset}
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const selectable = css<{ $checked: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.layout.option};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 2px solid ${({ theme, $checked }) => ($checked ? theme.color.brand.primary : theme.color.border.default)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $checked }) => ($checked ? theme.color.brand.subtle : theme.color.bg.surface)};
  color: ${({ theme, $checked }) => ($checked ? theme.color.brand.onSubtle : theme.color.text.default)};
  cursor: pointer;
  transition: border-color ${({ theme }) => theme.motion.fast}, background ${({ theme }) => theme.motion.fast};
  &:hover { border-color: ${({ theme }) => theme.color.brand.primary}; }
  &:has(input:disabled) { cursor: not-allowed; }
  &:has(input:focus-visible) { outline: 3px solid ${({ theme }) => theme.color.border.focus}; outline-offset: 2px; }
  input { position: absolute; opacity: 0; width: 1px; height: 1px; }
`;

const Option = styled.label<{ $checked: boolean }>`
  ${selectable}
  position: relative;
`;

const Letter = styled.span<{ $checked: boolean }>`
  display: inline-grid;
  place-items: center;
  flex-shrink: 0;
  width: ${({ theme }) => theme.layout.marker};
  height: ${({ theme }) => theme.layout.marker};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 2px solid ${({ theme, $checked }) => ($checked ? theme.color.brand.primary : theme.color.border.strong)};
  background: ${({ theme, $checked }) => ($checked ? theme.color.brand.primary : theme.color.bg.surface)};
  color: ${({ theme, $checked }) => ($checked ? theme.color.brand.onPrimary : theme.color.text.default)};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Parts = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Part = styled.fieldset`
  ${fieldsetReset}
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  legend {
    float: inline-start;
    width: 100%;
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const TrueFalse = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  clear: both;
`;

const Choice = styled.label<{ $checked: boolean }>`
  ${selectable}
  position: relative;
  justify-content: center;
  min-width: 6rem;
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Confidences = styled.fieldset`
  ${fieldsetReset}
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  legend {
    float: inline-start;
    width: 100%;
    margin-bottom: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.color.text.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  > div { display: grid; grid-template-columns: repeat(2, 1fr); gap: ${({ theme }) => theme.space.xs}; clear: both; }
  ${({ theme }) => theme.media.md} { > div { grid-template-columns: repeat(4, 1fr); } }
  label { min-width: 0; font-size: ${({ theme }) => theme.font.size.sm}; }
`;
