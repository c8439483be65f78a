import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { ApiError } from '../../../api/api-error';
import { useLanguage } from '../../../i18n/use-language';
import { PLAN_REQUIRED_PATH } from '../../../lib/membership-links';
import { formatNumber } from '../../../tenant/intl-format';
import { useTenant } from '../../../tenant/tenant-context';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import { useCreateTest } from '../api/create-test';
import { practicePaths, type BuiltTestMode, type CreateTestOptions, type QuestionFilter } from '../api/practice-types';
import { blockedReason, countLimit, countsOf, parseCount, QUESTION_FILTERS, timedMinutes } from '../lib/pool-counts';
import { usePracticeText } from '../lib/use-practice-text';
import { ChoiceCard, ChoiceGroup, Choices, GroupError } from './choice-card';
import { ModeChoice } from './mode-choice';
import { TopicPicker } from './topic-picker';

/** How many questions the form proposes until the learner types a number (fewer when fewer match). */
const DEFAULT_COUNT = 10;

/** The fields the server may name in a refusal; any other sentence shows above the button. */
const FIELDS = ['subtopics', 'questions', 'count', 'mode'] as const;

/** The modes offered: the server's, less tutor when the provider's manifest turns tutor mode off. */
export function offeredModes(modes: readonly BuiltTestMode[], tutorMode: boolean): BuiltTestMode[] {
  const offered = modes.filter((mode) => mode !== 'tutor' || tutorMode);
  return offered.length > 0 ? offered : ['timed'];
}

/**
 * Create Test's builder: subtopics, which questions, how many, the mode. Each count is summed
 * here from the options' counts as the learner chooses; Create posts the choice and opens the test.
 */
export function CreateTestForm({ options }: { options: CreateTestOptions }) {
  const t = usePracticeText();
  const language = useLanguage();
  const navigate = useNavigate();
  const { features } = useTenant();
  const create = useCreateTest();
  const reasonId = useId();
  const modes = offeredModes(options.modes, features.tutorMode);

  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set());
  const [filter, setFilter] = useState<QuestionFilter>('all');
  const [typed, setTyped] = useState<string | null>(null);
  const [mode, setMode] = useState<BuiltTestMode>(modes[0]!);

  const counts = countsOf(options.topics, chosen);
  const available = counts[filter];
  const limit = countLimit(options.maxQuestions, available);
  // Until the learner types a number, the form proposes one that fits.
  const countText = typed ?? (limit > 0 ? String(Math.min(DEFAULT_COUNT, limit)) : '');
  const count = parseCount(countText);
  const blocked = blockedReason({ chosen: chosen.size, available, count, limit });

  const refused = create.error instanceof ApiError ? create.error : null;
  const fieldError = (field: (typeof FIELDS)[number]) => refused?.fields[field];
  const formError = create.error && !FIELDS.some((field) => fieldError(field)) ? create.error.message : null;

  // A change after a refusal clears it: the learner is answering it.
  const changed =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      if (create.isError) create.reset();
      set(value);
    };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blocked || create.isPending) return;
    create.mutate(
      { subtopics: [...chosen], questions: filter, count, mode },
      {
        onSuccess: (test) => void navigate(practicePaths.take(test._id)),
        onError: (error) => {
          // A Paid provider's learner without a plan: Membership says why and offers the plans.
          if (error instanceof ApiError && error.status === 402) void navigate(PLAN_REQUIRED_PATH);
        },
      },
    );
  };

  const seconds = options.secondsPerQuestion;
  const timedDetail = [
    t('createTest.mode.perQuestion', { count: seconds }),
    t('createTest.mode.totalMinutes', { count: timedMinutes(Number.isInteger(count) && count > 0 ? count : 0, seconds) }),
  ].join(' · ');

  const reason = blocked ? t(`createTest.blocked.${blocked}`, { filter: t(`createTest.filters.${filter}`), n: formatNumber(limit, language, 0) }) : null;
  const limitHint =
    limit === 0
      ? undefined
      : limit < options.maxQuestions
        ? t('createTest.count.limit', { count: limit })
        : t('createTest.count.providerLimit', { count: options.maxQuestions });

  return (
    <Form onSubmit={submit} noValidate>
      <TopicPicker topics={options.topics} chosen={chosen} onChange={changed(setChosen)} filter={filter} error={fieldError('subtopics')} />

      <ChoiceGroup aria-invalid={fieldError('questions') ? true : undefined}>
        <legend>{t('createTest.filters.legend')}</legend>
        <Choices>
          {QUESTION_FILTERS.map((f) => (
            <ChoiceCard
              key={f}
              name="questions"
              value={f}
              checked={filter === f}
              onChange={() => changed(setFilter)(f)}
              label={t(`createTest.filters.${f}`)}
              detail={
                <>
                  <Total>{t('createTest.topics.available', { count: counts[f] })}</Total>
                  <span>{t(`createTest.filters.hints.${f}`)}</span>
                </>
              }
            />
          ))}
        </Choices>
        {fieldError('questions') ? <GroupError>{fieldError('questions')}</GroupError> : null}
      </ChoiceGroup>

      <CountField
        label={t('createTest.count.label')}
        type="number"
        inputMode="numeric"
        value={countText}
        onChange={changed(setTyped)}
        hint={limitHint}
        error={fieldError('count')}
        disabled={limit === 0}
      />

      <ModeChoice modes={modes} value={mode} onChange={changed(setMode)} timedDetail={timedDetail} error={fieldError('mode')} />

      {formError ? (
        <Alert kind="error" title={t('createTest.problem')}>
          {formError}
        </Alert>
      ) : null}
      <Actions>
        <Button
          type="submit"
          size="lg"
          disabled={blocked !== null}
          busy={create.isPending}
          busyLabel={t('createTest.creating')}
          aria-describedby={reason ? reasonId : undefined}
        >
          {t('createTest.create')}
        </Button>
        {reason ? <Reason id={reasonId}>{reason}</Reason> : null}
      </Actions>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  min-width: 0;
`;

const Total = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const CountField = styled(TextField)`
  max-width: 20rem;
  label { font-size: ${({ theme }) => theme.font.size.lg}; font-weight: ${({ theme }) => theme.font.weight.bold}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const Reason = styled.p`
  flex: 1 1 16rem;
  color: ${({ theme }) => theme.color.text.muted};
`;
