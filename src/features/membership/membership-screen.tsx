import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { usePlans } from '../../api/plans';
import { chosenPlan } from '../../lib/chosen-plan';
import { MEMBERSHIP_PARAMS, PLAN_REQUIRED } from '../../lib/membership-links';
import { useTenant } from '../../tenant/tenant-context';
import { usePageTitle } from '../../tenant/use-page-title';
import { Alert } from '../../ui/alert';
import { CheckoutStatus } from './components/checkout-status';
import { MembershipSection } from './components/membership-section';
import { PaymentHistory } from './components/payment-history';
import { PlanGrid } from './components/plan-grid';
import { SubscriptionCard } from './components/subscription-card';
import { WhyUpgrade } from './components/why-upgrade';
import { usePaymentConfirmation } from './lib/use-payment-confirmation';
import { usePlanCheckout } from './lib/use-plan-checkout';
import { useMembershipText } from './use-membership-text';

/**
 * Membership (spec): payment history, the active plan, why upgrade, and the plans to buy (first,
 * while the learner has bought nothing).
 * Query parameters say why the learner is here: `reason=plan-required` (a test needs a plan),
 * `plan=<id>` (start that plan's checkout at once) and `checkout=done` (back from paying).
 */
export function MembershipScreen() {
  const t = useMembershipText();
  const tenant = useTenant();
  usePageTitle(t('title'));
  const [params, setParams] = useSearchParams();
  // Why the learner came, read once: the address then drops `plan` and `checkout`, so Back or a
  // reload neither starts a checkout again nor re-announces a payment.
  const [arrival] = useState(() => ({ plan: params.get(MEMBERSHIP_PARAMS.plan), returning: params.get(MEMBERSHIP_PARAMS.checkout) === 'done' }));
  // Only while they are there: each replace gives a new setParams, and an unguarded effect would
  // navigate again, racing a navigation the learner has just made away from this screen.
  const arrivedWith = params.has(MEMBERSHIP_PARAMS.plan) || params.has(MEMBERSHIP_PARAMS.checkout);
  useEffect(() => {
    if (!arrivedWith) return;
    setParams(
      (current) => {
        current.delete(MEMBERSHIP_PARAMS.plan);
        current.delete(MEMBERSHIP_PARAMS.checkout);
        return current;
      },
      { replace: true },
    );
  }, [arrivedWith, setParams]);
  const { transactions, confirmation } = usePaymentConfirmation(arrival.returning);
  const plans = usePlans(tenant.subdomainId);
  const checkout = usePlanCheckout();
  const subscription = transactions.data?.subscription;

  // A plan picked on the landing page: its checkout starts once, as soon as the plans are here.
  const autoPlan = arrival.plan && plans.data ? (plans.data.find((p) => p._id === arrival.plan) ?? null) : undefined;
  const unknownPlan = autoPlan === null;
  const { start } = checkout;
  const autoStarted = useRef(false);
  useEffect(() => {
    if (autoPlan === undefined || autoStarted.current) return;
    autoStarted.current = true;
    chosenPlan.forget();
    if (autoPlan) start(autoPlan);
  }, [autoPlan, start]);

  const plansSection = (
    <MembershipSection id="membership-plans" heading={t('plans.heading')}>
      {unknownPlan ? <Alert kind="info">{t('checkout.unknownPlan')}</Alert> : null}
      {plans.isError ? <Alert kind="error">{plans.error.message}</Alert> : null}
      {checkout.error ? <Alert kind="error">{checkout.error.message}</Alert> : null}
      <PlanGrid plans={plans.data} loading={plans.isPending} isPending={checkout.isPending} onUpgrade={checkout.start} />
    </MembershipSection>
  );
  // While nothing is bought (no plan, no payment: what a learner sent here by a test meets) the
  // plans come first, right under why they are here; the empty history and the reasons follow.
  const plansFirst = !subscription && !transactions.data?.transactions.length;

  return (
    <Page>
      <Intro>
        <h1>{t('title')}</h1>
        <p>{t('lead')}</p>
      </Intro>
      {params.get(MEMBERSHIP_PARAMS.reason) === PLAN_REQUIRED ? <Alert kind="info">{t('reason.planRequired')}</Alert> : null}
      <CheckoutStatus confirmation={confirmation} />
      {plansFirst ? plansSection : null}
      <PaymentHistory
        transactions={transactions.data?.transactions}
        loading={transactions.isPending}
        error={transactions.isError ? transactions.error.message : undefined}
      />
      <Overview $withCard={Boolean(subscription)}>
        {subscription ? <SubscriptionCard subscription={subscription} /> : null}
        <WhyUpgrade />
      </Overview>
      {plansFirst ? null : plansSection}
    </Page>
  );
}

const Page = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  min-width: 0;
`;

const Intro = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  h1 { font-size: ${({ theme }) => theme.font.size.xxl}; }
  p { color: ${({ theme }) => theme.color.text.muted}; max-width: 46rem; }
`;

/** The active plan beside the reasons to upgrade, from large screens up; stacked on phones. */
const Overview = styled.div<{ $withCard: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.xl} { grid-template-columns: ${({ $withCard }) => ($withCard ? 'minmax(18rem, 1fr) 2fr' : '1fr')}; }
`;
