import { SUBDOMAIN_ID } from './render-web';

/** What the landing page's calls answer for the test tenant (render-web.tsx testManifest). */
export const landingContent = {
  _id: SUBDOMAIN_ID,
  logo: '/tenant-assets/logo.svg',
  subdomain_reference: { _id: SUBDOMAIN_ID, sub_domain_name: 'Alpha Academy' },
  homePage: { heading: 'Pass first time', tagline: 'Questions written by examiners.', bannerImage: '/tenant-assets/hero.svg' },
  aboutUs: { aboutImage: null, description: '<p>We write <strong>real</strong> questions.</p>' },
  insightSection: { heading: null, subheading: null, insightImage: null },
};

export const landingPlan = {
  _id: 'b2c4e6f8-0a1b-4c3d-8e5f-6a7b8c9d0e1f',
  name: 'Three Months',
  price: 44.99,
  price_minor: 4499,
  currency: 'GBP',
  validity: '3 Months',
  validity_days: 90,
  access: 'All banks',
  features: ['Timed mocks', 'Reports'],
};

export const landingFaqs = [
  { _id: 'c1a2b3c4-0000-4000-8000-000000000001', question: 'Which exams?', answer: 'UKMLA and PLAB.' },
  { _id: 'c1a2b3c4-0000-4000-8000-000000000002', question: 'Can I cancel?', answer: 'Plans do not renew.' },
];

export const landingPages = [{ _id: 'd1a2b3c4-0000-4000-8000-000000000001', title: 'Terms of Use', url: 'terms', description: '<p>t</p>' }];
