import styled from 'styled-components';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../tenant/use-page-title';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Carousel } from '../../ui/carousel';
import { Screen } from '../../ui/screen';
import { CheckIcon } from '../../ui/icon';
import { toast } from '../../ui/toast';
import { useLowestReport } from './api/get-lowest-report';
import { useInsightsText } from './use-insights-text';

/** The spec: slides every 3000 ms. */
const SLIDE_MS = 3000;
const SLIDES = ['1', '2', '3'] as const;

/** Recharge (spec): motivational slides, what a recharge gives, and Recharge Now to the learner's weakest test. */
export function RechargeScreen() {
  const t = useInsightsText();
  usePageTitle(t('recharge.title'));
  const navigate = useNavigate();
  const lowest = useLowestReport();
  const recharge = () => {
    if (!lowest.data) return void toast.error(t('recharge.notFound'));
    void navigate(`/menu/recharge/take-test/${lowest.data}`);
  };
  return (
    <Page>
      <header>
        <h1>{t('recharge.title')}</h1>
        <p>{t('recharge.lead')}</p>
      </header>
      <Carousel
        interval={SLIDE_MS}
        labels={{
          region: t('recharge.slidesLabel'),
          slide: (n, count) => t('recharge.slide', { n, count }),
          pause: t('recharge.pause'),
          play: t('recharge.play'),
          previous: t('recharge.previous'),
          next: t('recharge.next'),
        }}
        slides={SLIDES.map((n) => (
          <>
            <h2>{t(`recharge.slides.${n}.heading`)}</h2>
            <p>{t(`recharge.slides.${n}.body`)}</p>
          </>
        ))}
      />
      <Benefits aria-labelledby="recharge-benefits">
        <h2 id="recharge-benefits">{t('recharge.benefitsHeading')}</h2>
        <ul>
          {(['unlimited', 'confidence'] as const).map((key) => (
            <li key={key}>
              <CheckIcon size={20} />
              {t(`recharge.benefits.${key}`)}
            </li>
          ))}
        </ul>
        {/* Busy while the weakest test is fetched afresh: a cached answer from before the last test is not acted on. */}
        <Button size="lg" onClick={recharge} busy={lowest.isFetching} busyLabel={t('recharge.finding')}>
          {t('recharge.button')}
        </Button>
      </Benefits>
    </Page>
  );
}

/** Slide and benefit headings one step below the page title. */
const Page = styled(Screen).attrs({ $width: 'narrow' as const })`
  h2 { font-size: ${({ theme }) => theme.font.size.xl}; }
`;

const Benefits = styled(Card).attrs({ as: 'section', $shadow: 'none' })`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.md};
  ul { display: grid; gap: ${({ theme }) => theme.space.xs}; margin: 0; padding: 0; list-style: none; }
  li { display: flex; align-items: center; gap: ${({ theme }) => theme.space.xs}; font-weight: ${({ theme }) => theme.font.weight.medium}; }
  li svg { color: ${({ theme }) => theme.color.status.success}; flex: none; }
`;
