import { usePlans } from '../../api/plans';
import { useTenant } from '../../tenant/tenant-context';
import { usePageTitle } from '../../tenant/use-page-title';
import { useFaqs } from './api/get-faqs';
import { useFooterPages } from './api/get-footer-pages';
import { useSubdomainId } from './api/get-subdomain';
import { useWebsiteContent } from './api/get-website-content';
import { AboutSection } from './components/about-section';
import { FaqSection } from './components/faq-section';
import { HeroSection } from './components/hero-section';
import { InsightSection } from './components/insight-section';
import { PlansSection } from './components/plans-section';
import { PublicLayout } from './components/public-layout';

/**
 * The provider's public page (spec: Landing page). Resolves the subdomain id from the host,
 * then loads content, plans, FAQs and footer pages for it, each with its own loading state.
 */
export function LandingScreen() {
  const tenant = useTenant();
  usePageTitle();
  const subdomain = useSubdomainId();
  const id = subdomain.data;
  const content = useWebsiteContent(id);
  const plans = usePlans(id);
  const faqs = useFaqs(id);
  const pages = useFooterPages(id);
  const contentLoading = subdomain.isPending || (Boolean(id) && content.isPending);
  const plansLoading = subdomain.isPending || (Boolean(id) && plans.isPending);

  return (
    <PublicLayout pages={pages.data}>
      {/* The manifest's hero paints at once (no layout shift, the banner found early); the content call replaces it. */}
      <HeroSection
        homePage={content.data?.homePage ?? tenant.hero}
        eyebrow={tenant.domain}
        fallbackHeading={tenant.name}
        loading={contentLoading && !tenant.hero}
      />
      <AboutSection aboutUs={content.data?.aboutUs} loading={contentLoading} />
      <InsightSection insight={content.data?.insightSection} />
      {plansLoading || (plans.data?.length ?? 0) > 0 ? <PlansSection plans={plans.data} loading={plansLoading} /> : null}
      {faqs.data && faqs.data.length > 0 ? <FaqSection faqs={faqs.data} /> : null}
    </PublicLayout>
  );
}
