import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Plan } from '../../../api/plans';
import { useSession } from '../../../api/session';
import { chosenPlan } from '../../../lib/chosen-plan';
import { planCheckoutPath } from '../../../lib/membership-links';
import { clearSubdomainId } from '../../../tenant/subdomain-storage';
import { useFormatMoney } from '../../../tenant/use-format-money';
import { ButtonLink } from '../../../ui/button';
import { PricingCard } from '../../../ui/pricing-card';
import { Section } from '../../../ui/section';
import { Skeleton } from '../../../ui/skeleton';

/** A visitor's pick is remembered through sign-up (or sign-in), which then leads to its checkout. */
function pickForSignUp(planId: string) {
  clearSubdomainId();
  chosenPlan.remember(planId);
}

/**
 * Plans & Pricing. The caller hides it when there are no plans. Choosing a plan leads a visitor
 * to sign up and then to that plan's checkout; a signed-in learner goes to the checkout at once.
 */
export function PlansSection({ plans, loading }: { plans: Plan[] | undefined; loading: boolean }) {
  const { t } = useTranslation('content');
  const money = useFormatMoney();
  const session = useSession();
  return (
    <Section id="plans" heading={t('plans.heading')} subheading={t('plans.subheading')} tone="alt">
      <Grid aria-busy={loading}>
        {loading
          ? Array.from({ length: 3 }, (_, i) => (
              <Cell key={i}>
                <Skeleton height="26rem" radius="lg" />
              </Cell>
            ))
          : (plans ?? []).map((plan) => (
              <Cell key={plan._id}>
                <PricingCard
                  name={plan.name}
                  price={money(plan.price_minor, plan.currency)}
                  validity={plan.validity}
                  validityLabel={t('plans.validity')}
                  access={plan.access}
                  accessLabel={t('plans.access')}
                  features={plan.features}
                  featuresLabel={t('plans.features')}
                  action={
                    session ? (
                      <ButtonLink to={planCheckoutPath(plan._id)} block>
                        {t('plans.choose', { name: plan.name })}
                      </ButtonLink>
                    ) : (
                      <ButtonLink to="/user-signup" block onClick={() => pickForSignUp(plan._id)}>
                        {t('plans.choose', { name: plan.name })}
                      </ButtonLink>
                    )
                  }
                />
              </Cell>
            ))}
      </Grid>
    </Section>
  );
}

/** The spec's pricing grid: 12 of 12 columns on phones, 4 on small and medium, 3 from large. */
const Grid = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  margin: calc(-1 * ${({ theme }) => theme.space.sm});
`;

const Cell = styled.div`
  flex: 0 0 100%;
  max-width: 100%;
  padding: ${({ theme }) => theme.space.sm};
  ${({ theme }) => theme.media.sm} { flex-basis: calc(100% / 3); max-width: calc(100% / 3); }
  ${({ theme }) => theme.media.lg} { flex-basis: 25%; max-width: 25%; }
`;
