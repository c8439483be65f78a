import { useId } from 'react';
import styled from 'styled-components';
import { Button, ButtonLink } from '../../../ui/button';
import { Card, CardTitle } from '../../../ui/card';
import { formatDate } from '../../../tenant/intl-format';
import { useLanguage } from '../../../i18n/use-language';
import { CardIcon, ClipboardIcon } from '../../../ui/icon';
import type { TestListItem } from '../api/get-tests';
import { formatAllottedTime } from '../lib/allotted-time';
import { useTestsListText } from '../lib/use-tests-list-text';

/** The card's button: one that opens something here, or a link to another screen. */
type TestCardAction = { label: string; onClick: () => void } | { label: string; to: string };

interface TestCardProps {
  test: TestListItem;
  action: TestCardAction;
  /** ISO date-time shown as Completed On. Default none (the row is left out). */
  completedOn?: string;
  /** The learner needs a plan to take it (a Paid provider, no active plan): the card says so, and its button says it too. */
  needsPlan?: boolean;
}

/** One test of the Tests list (spec): name, allotted time, questions, optional Completed On, the blurb and a button. */
export function TestCard({ test, action, completedOn, needsPlan = false }: TestCardProps) {
  const t = useTestsListText();
  const locale = useLanguage();
  const titleId = useId();
  const planId = useId();
  const describedBy = needsPlan ? `${titleId} ${planId}` : titleId;
  return (
    <Article as="article" $padding="md" aria-labelledby={titleId}>
      <CardTitle id={titleId} icon={<ClipboardIcon size={20} />}>
        {test.test_name}
      </CardTitle>
      {needsPlan ? (
        <PlanNeeded id={planId}>
          <CardIcon size={16} />
          {t('card.needsPlan')}
        </PlanNeeded>
      ) : null}
      <Facts>
        <div>
          <dt>{t('card.allottedTime')}</dt>
          <dd>{formatAllottedTime(test.duration_in_mins, t)}</dd>
        </div>
        <div>
          <dt>{t('card.questions')}</dt>
          <dd>{test.number_of_questions}</dd>
        </div>
        {completedOn ? (
          <div>
            <dt>{t('card.completedOn')}</dt>
            <dd>
              <time dateTime={completedOn}>{formatDate(completedOn, 'short', locale)}</time>
            </dd>
          </div>
        ) : null}
      </Facts>
      <Blurb>{t('card.blurb')}</Blurb>
      <Footer>
        {'to' in action ? (
          <ButtonLink to={action.to} variant={needsPlan ? 'primary' : 'secondary'} block aria-describedby={describedBy}>
            {action.label}
          </ButtonLink>
        ) : (
          <Button onClick={action.onClick} block aria-describedby={describedBy}>
            {action.label}
          </Button>
        )}
      </Footer>
    </Article>
  );
}

const Article = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  height: 100%;
`;

/** 'Needs a plan' under the name: an icon and words, never colour alone. */
const PlanNeeded = styled.p`
  display: inline-flex;
  align-items: center;
  align-self: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.color.text.heading};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  svg { flex: none; }
`;

const Facts = styled.dl`
  display: grid;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  > div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
    padding: ${({ theme }) => theme.space.xs} 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
  }
  > div:first-child { border-top: 1px solid ${({ theme }) => theme.color.border.default}; }
  dt { color: ${({ theme }) => theme.color.text.muted}; }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.color.text.heading};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const Blurb = styled.p`
  color: ${({ theme }) => theme.color.text.muted};
`;

const Footer = styled.div`
  margin-top: auto;
`;
