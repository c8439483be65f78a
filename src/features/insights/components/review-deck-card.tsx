import styled from 'styled-components';
import { ButtonLink } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ClockIcon } from '../../../ui/icon';
import { useReviewDeck } from '../api/get-review-deck';
import { useInsightsText } from '../use-insights-text';

/** The review deck's card, once its own call says something is due (the dashboard never waits for it). */
export function ReviewDeckNudge() {
  const deck = useReviewDeck();
  return deck.data ? <ReviewDeckCard due={deck.data.due} /> : null;
}

/** The dashboard's nudge: how many review questions are due, and Review now. Nothing when none is due. */
export function ReviewDeckCard({ due }: { due: number }) {
  const t = useInsightsText();
  if (due <= 0) return null;
  return (
    <Box as="section" aria-labelledby="review-deck-card" $accent="brand" $padding="md">
      <Icon aria-hidden="true">
        <ClockIcon size={24} />
      </Icon>
      <h2 id="review-deck-card">{t('dashboard.reviewDeck.due', { count: due })}</h2>
      <ButtonLink to="/menu/review">{t('dashboard.reviewDeck.reviewNow')}</ButtonLink>
    </Box>
  );
}

const Box = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  h2 { flex: 1 1 14rem; font-size: ${({ theme }) => theme.font.size.lg}; }
`;

const Icon = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.color.brand.primary};
`;
