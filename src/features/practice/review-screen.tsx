import { useState } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { ApiError } from '../../api/api-error';
import { useLanguage } from '../../i18n/use-language';
import { PLAN_REQUIRED_PATH } from '../../lib/membership-links';
import { formatDate } from '../../tenant/intl-format';
import { useTenant } from '../../tenant/tenant-context';
import { usePageTitle } from '../../tenant/use-page-title';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Screen } from '../../ui/screen';
import { Skeleton } from '../../ui/skeleton';
import { useCreateReviewTest } from './api/create-review-test';
import { useReviewDeck } from './api/get-review-deck';
import { practicePaths, type BuiltTestMode, type ReviewDeck } from './api/practice-types';
import { ModeChoice } from './components/mode-choice';
import { usePracticeText } from './lib/use-practice-text';

/** The review deck (route /menu/review): how many questions are due, and a test of them. */
export function ReviewScreen() {
  const t = usePracticeText();
  const { features } = useTenant();
  usePageTitle(t('review.title'));
  return (
    <Screen $width="narrow">
      <header>
        <h1>{t('review.title')}</h1>
        <p>{t('review.lead')}</p>
      </header>
      {features.reviewDeck ? <Deck /> : <Alert>{t('review.off')}</Alert>}
    </Screen>
  );
}

function Deck() {
  const t = usePracticeText();
  const deck = useReviewDeck();
  if (deck.isPending) {
    return (
      <div role="status" aria-label={t('review.loading')}>
        <Skeleton height="10rem" radius="lg" />
      </div>
    );
  }
  if (deck.isError) return <Alert kind="error">{deck.error.message}</Alert>;
  return <DeckView deck={deck.data} />;
}

function DeckView({ deck }: { deck: ReviewDeck }) {
  const t = usePracticeText();
  const language = useLanguage();
  const navigate = useNavigate();
  const { features } = useTenant();
  const start = useCreateReviewTest();
  const modes: BuiltTestMode[] = features.tutorMode ? ['timed', 'tutor'] : ['timed'];
  const [mode, setMode] = useState<BuiltTestMode>('timed');
  const refused = start.error instanceof ApiError ? start.error : null;

  const reviewNow = () =>
    start.mutate(mode, {
      onSuccess: (test) => void navigate(practicePaths.take(test._id)),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 402) void navigate(PLAN_REQUIRED_PATH);
      },
    });

  return (
    <>
      <Facts>
        <div>
          <dt>{t('review.due')}</dt>
          <dd>{t('review.questions', { count: deck.due })}</dd>
        </div>
        <div>
          <dt>{t('review.scheduled')}</dt>
          <dd>{t('review.questions', { count: deck.scheduled })}</dd>
        </div>
        <div>
          <dt>{t('review.nextDue')}</dt>
          <dd>{deck.nextDue ? formatDate(deck.nextDue, 'long', language) : t('review.noNextDue')}</dd>
        </div>
      </Facts>
      {deck.due === 0 ? (
        <Alert>{t('review.noneDue')}</Alert>
      ) : (
        <>
          {modes.length > 1 ? (
            <ModeChoice modes={modes} value={mode} onChange={setMode} timedDetail={t('review.timedHint')} error={refused?.fields.mode} />
          ) : null}
          {refused && !refused.fields.mode ? <Alert kind="error">{refused.message}</Alert> : null}
          <div>
            <Button size="lg" onClick={reviewNow} busy={start.isPending} busyLabel={t('review.starting')}>
              {t('review.reviewNow')}
            </Button>
          </div>
        </>
      )}
    </>
  );
}

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  > div {
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};
    padding: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.color.border.default};
    border-radius: ${({ theme }) => theme.radius.lg};
    background: ${({ theme }) => theme.color.bg.surface};
  }
  dt { color: ${({ theme }) => theme.color.text.muted}; font-size: ${({ theme }) => theme.font.size.sm}; }
  dd { margin: 0; font-size: ${({ theme }) => theme.font.size.xl}; font-weight: ${({ theme }) => theme.font.weight.bold}; }
`;
