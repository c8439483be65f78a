import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import tenants from 'virtual:tenant-themes';
import { noSidewaysScroll, rightToLeft, signedOut } from '../../../.storybook/story-helpers';
import { stubFetch, type StoryAnswer } from '../../../.storybook/stub-fetch';
import { fromMinorUnits } from '../../../shared/i18n/money';
import { LandingScreen } from './landing-screen';

const SUBDOMAIN = '5f0c3a1e-8b2d-4c6e-9a7f-1b2c3d4e5f60';
const LONG =
  'Every question is written by a clinician who sat the exam in the last three years, reviewed by a consultant in the speciality, ' +
  'and rewritten whenever the guidance it rests on changes, so that what you practise is what you will be asked on the day';

interface Answers {
  content?: StoryAnswer;
  plans?: unknown[];
  faqs?: unknown[];
  subdomain?: StoryAnswer;
}

const tenantOf = (slug: unknown) => (tenants.find((t) => t.slug === slug) ?? tenants[0]!).manifest;

/** The landing page's calls, answered with the story tenant's own hero and currency. */
function server(answers: Answers = {}) {
  return (context: { globals: Record<string, unknown> }) => {
    const tenant = tenantOf(context.globals.tenant);
    const plan = (name: string, minor: number, validity: string, days: number, features: string[]) => ({
      _id: `f0a1b2c3-0000-4000-8000-${String(days).padStart(12, '0')}`,
      name,
      price: fromMinorUnits(minor, tenant.currency),
      price_minor: minor,
      currency: tenant.currency,
      validity,
      validity_days: days,
      access: 'Every question bank and mock exam',
      features,
    });
    const content = {
      _id: SUBDOMAIN,
      logo: tenant.logo,
      subdomain_reference: { _id: SUBDOMAIN, sub_domain_name: tenant.name },
      homePage: tenant.hero ?? { heading: `Pass first time with ${tenant.name}`, tagline: 'Questions written by examiners.', bannerImage: '' },
      aboutUs: {
        aboutImage: null,
        description: `<p>${tenant.name} writes <strong>real</strong> exam questions, with explanations that say why each wrong answer is wrong.</p>`,
      },
      insightSection: { heading: null, subheading: null, insightImage: null },
    };
    const plans = answers.plans ?? [
      plan('One Month', 1999, '1 Month', 30, ['Timed mocks', 'Reports']),
      plan('Three Months', 4499, '3 Months', 90, ['Timed mocks', 'Reports', 'Speciality modules']),
    ];
    const faqs = answers.faqs ?? [
      {
        _id: 'f0a1b2c3-0000-4000-8000-000000000001',
        question: 'Which exams do you cover?',
        answer: 'The written papers of the exams in our banks, with new questions every month.',
      },
      {
        _id: 'f0a1b2c3-0000-4000-8000-000000000002',
        question: 'Do plans renew?',
        answer: 'No: a plan runs for its period and then stops. Nothing is charged again.',
      },
    ];
    return stubFetch((url) => {
      if (url.pathname === '/api/user/get-subdomain') return answers.subdomain ?? { body: { data: { _id: SUBDOMAIN } } };
      if (url.pathname === '/api/website/content') return answers.content ?? { body: content };
      if (url.pathname === '/api/plans/get-plans') return { body: { subDomain: { _id: SUBDOMAIN, plans } } };
      if (url.pathname === '/api/faq/get-faqs') return { body: { faqs } };
      if (url.pathname === '/api/professor_pages/get-pages')
        return { body: { pages: [{ _id: 'f0a1b2c3-0000-4000-8000-0000000000a1', title: 'Terms of Use', url: 'terms-of-use', description: '<p>Terms.</p>' }] } };
      return undefined;
    })();
  };
}

const meta = {
  title: 'Content/LandingScreen',
  component: LandingScreen,
  beforeEach: [signedOut, server()],
} satisfies Meta<typeof LandingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hero, about, insight, plans and FAQs, in the tenant's brand and currency. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('article', { name: 'Three Months' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();
    // The banner comes from the tenant's folder (Storybook's static tenant-files): it must load.
    const banner = canvasElement.querySelector<HTMLImageElement>('img[src*="hero"]');
    if (banner) await waitFor(() => expect(banner.naturalWidth).toBeGreaterThan(0));
    await expect(noSidewaysScroll()).toBe(true);
  },
};

/** Before the host lookup answers: the manifest's hero paints at once, the rest shows skeletons. */
export const Loading: Story = {
  beforeEach: [server({ subdomain: 'pending' })],
};

/** No plans and no FAQs: those sections are left out. */
export const NoPlansOrFaqs: Story = {
  beforeEach: [server({ plans: [], faqs: [] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/writes/)).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Plans & Pricing' })).toBeNull();
  },
};

/** Long heading, tagline, about text and answers wrap inside their sections. */
export const LongText: Story = {
  beforeEach: [
    server({
      content: {
        body: {
          _id: SUBDOMAIN,
          logo: '/tenant-assets/logo.svg',
          subdomain_reference: { _id: SUBDOMAIN, sub_domain_name: 'Long Text Academy' },
          // No banner: the hero's fallback (an empty URL, as a null one was, shows no image).
          homePage: { heading: `${LONG.slice(0, 120)}`, tagline: LONG, bannerImage: '' },
          aboutUs: { aboutImage: null, description: `<p>${LONG}. ${LONG}.</p>` },
          insightSection: { heading: null, subheading: null, insightImage: null },
        },
      },
      faqs: [{ _id: 'f0a1b2c3-0000-4000-8000-000000000001', question: `${LONG}?`, answer: `${LONG}. ${LONG}.` }],
    }),
  ],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: LONG.slice(0, 120) })).toBeVisible();
    await expect(noSidewaysScroll()).toBe(true);
  },
};

/** The content call failed: the manifest's hero stays, the page still offers plans and sign-in. */
export const ContentError: Story = {
  beforeEach: [server({ content: { status: 500, body: { message: 'Internal Server Error' } } })],
};

/** Right to left: the hero and the sections mirror; nothing overflows. */
export const RightToLeft: Story = {
  decorators: [rightToLeft],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('article', { name: 'Three Months' })).toBeVisible();
    await expect(noSidewaysScroll()).toBe(true);
  },
};
