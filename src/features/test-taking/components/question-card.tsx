import type { ReactNode, Ref } from 'react';
import type { TenantManifest } from '../../../tenant/tenant-manifest';
import { Button } from '../../../ui/button';
import type { Question, QuestionState } from '../lib/answer-state';
import { useTakeTestText } from '../lib/use-take-test-text';
import { QuestionPanel } from './question-panel';
import { Counter, Keys, KeysRow, Main, Nav, QuestionSaved, Tools, Top } from './take-test-layout';

interface QuestionCardProps {
  question: Question;
  state: QuestionState;
  /** 'Question 3 of 40'. */
  counter: string;
  first: boolean;
  last: boolean;
  /** Whether this question's answer is saved, in words. */
  savedText: string;
  features: TenantManifest['features'];
  onChange: (state: QuestionState) => void;
  onPrevious: () => void;
  onNext: () => void;
  onSubmit: () => void;
  onTool: (tool: 'calculator' | 'notes') => void;
  /** Whether the calculator panel is open (its button then says so, aria-expanded). Default false. */
  calculatorOpen?: boolean;
  /** Opens the keyboard shortcuts sheet (the button beside the keyboard hint). */
  onShortcuts: () => void;
  /** The counter heading: the screen scrolls to it and focuses it on moving to another question. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** What stands in place of the question and its answers (a tutor-mode question). Default the question panel. */
  answers?: ReactNode;
}

/** Take test's question card: the counter and tools, the question and its answers, and the way on. */
export function QuestionCard({
  question,
  state,
  counter,
  first,
  last,
  savedText,
  features,
  onChange,
  onPrevious,
  onNext,
  onSubmit,
  onTool,
  calculatorOpen = false,
  onShortcuts,
  headingRef,
  answers,
}: QuestionCardProps) {
  const t = useTakeTestText();
  return (
    <Main aria-labelledby="question-counter">
      <Top>
        <Counter id="question-counter" ref={headingRef} tabIndex={-1}>
          {counter}
        </Counter>
        <Tools>
          <Button
            variant={state.questionFlagged ? 'primary' : 'secondary'}
            aria-pressed={state.questionFlagged}
            title={t('flagHint')}
            onClick={() => onChange({ ...state, questionFlagged: !state.questionFlagged })}
          >
            {state.questionFlagged ? t('unflag') : t('flag')}
          </Button>
          {features.calculator ? (
            <Button variant="ghost" aria-expanded={calculatorOpen} onClick={() => onTool('calculator')}>
              {t('tools.calculator')}
            </Button>
          ) : null}
          {features.notes ? (
            <Button variant="ghost" onClick={() => onTool('notes')}>
              {t('tools.notes')}
            </Button>
          ) : null}
        </Tools>
      </Top>
      {answers ?? <QuestionPanel question={question} state={state} onChange={onChange} />}
      <QuestionSaved role="status">{savedText}</QuestionSaved>
      <Nav>
        <Button variant="secondary" onClick={onPrevious} disabled={first}>
          {t('previous')}
        </Button>
        {last ? <Button onClick={onSubmit}>{t('submit')}</Button> : <Button onClick={onNext}>{t('next')}</Button>}
      </Nav>
      <KeysRow>
        <Keys id="test-keys-hint">{t('keys')}</Keys>
        <Button variant="ghost" aria-haspopup="dialog" aria-describedby="test-keys-hint" onClick={onShortcuts}>
          {t('shortcuts.open')}
        </Button>
      </KeysRow>
    </Main>
  );
}
