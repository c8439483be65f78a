import styled from 'styled-components';
import { isAttempted, type Question, type QuestionState } from '../lib/answer-state';
import { useTakeTestText } from '../lib/use-take-test-text';
import { Card } from '../../../ui/card';

interface QuestionPaletteProps {
  questions: Question[];
  answers: QuestionState[];
  current: number;
  onGo: (index: number) => void;
}

/** Every question by number, showing which are answered and flagged, to jump to any of them. */
export function QuestionPalette({ questions, answers, current, onGo }: QuestionPaletteProps) {
  const t = useTakeTestText();
  return (
    <Panel aria-labelledby="palette-heading">
      <h2 id="palette-heading">{t('palette')}</h2>
      <Grid>
        {questions.map((q, i) => {
          const answered = isAttempted(q, answers[i]!);
          const flagged = answers[i]!.questionFlagged;
          const state = [answered ? t('stateAnswered') : t('stateMissing'), flagged ? t('stateFlagged') : null]
            .filter(Boolean)
            .join(t('listSeparator', { ns: 'common' }));
          return (
            <li key={q._id}>
              <Cell
                type="button"
                onClick={() => onGo(i)}
                aria-current={i === current ? 'step' : undefined}
                aria-label={t('paletteItem', { n: i + 1, state })}
                $answered={answered}
                $current={i === current}
              >
                {i + 1}
                {flagged ? <Flag aria-hidden="true" /> : null}
              </Cell>
            </li>
          );
        })}
      </Grid>
    </Panel>
  );
}

const Panel = styled(Card).attrs({ as: 'nav', $padding: 'md', $shadow: 'none' })`
  h2 { font-size: ${({ theme }) => theme.font.size.md}; margin-bottom: ${({ theme }) => theme.space.sm}; }
`;

const Grid = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.layout.control}, 1fr));
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Cell = styled.button<{ $answered: boolean; $current: boolean }>`
  position: relative;
  width: 100%;
  min-height: ${({ theme }) => theme.layout.control};
  border: 2px solid ${({ theme, $current }) => ($current ? theme.color.text.heading : theme.color.border.default)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $answered }) => ($answered ? theme.color.brand.primary : theme.color.bg.surface)};
  color: ${({ theme, $answered }) => ($answered ? theme.color.brand.onPrimary : theme.color.text.default)};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
`;

const Flag = styled.span`
  position: absolute;
  top: 3px;
  inset-inline-end: 3px;
  width: 0;
  height: 0;
  border-inline-start: 8px solid transparent;
  border-top: 8px solid ${({ theme }) => theme.color.status.warning};
`;
