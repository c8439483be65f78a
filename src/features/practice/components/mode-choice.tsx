import type { BuiltTestMode } from '../api/practice-types';
import { usePracticeText } from '../lib/use-practice-text';
import { ChoiceCard, ChoiceGroup, Choices, GroupError } from './choice-card';

interface ModeChoiceProps {
  modes: readonly BuiltTestMode[];
  value: BuiltTestMode;
  onChange: (mode: BuiltTestMode) => void;
  /** What Timed means here: its seconds a question and minutes in all. */
  timedDetail: string;
  /** The server's sentence about the mode, when it refused it. */
  error?: string;
}

/** Timed or Tutor (only the modes offered), each saying what it means. */
export function ModeChoice({ modes, value, onChange, timedDetail, error }: ModeChoiceProps) {
  const t = usePracticeText();
  return (
    <ChoiceGroup aria-invalid={error ? true : undefined}>
      <legend>{t('createTest.mode.legend')}</legend>
      <Choices>
        {modes.map((mode) => (
          <ChoiceCard
            key={mode}
            name="mode"
            value={mode}
            checked={value === mode}
            onChange={() => onChange(mode)}
            label={t(`createTest.mode.${mode}`)}
            detail={mode === 'timed' ? timedDetail : t('createTest.mode.tutorHint')}
          />
        ))}
      </Choices>
      {error ? <GroupError>{error}</GroupError> : null}
    </ChoiceGroup>
  );
}
