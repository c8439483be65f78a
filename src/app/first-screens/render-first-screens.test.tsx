// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { landingContent, landingFaqs, landingPages, landingPlan } from '../../../tests/support/landing-answers';
import { SUBDOMAIN_ID, testManifest } from '../../../tests/support/render-web';
import { firstScreenNames, renderFirstScreens } from './render-first-screens';

const answers: Record<string, unknown> = {
  '/api/website/content': landingContent,
  '/api/plans/get-plans': { subDomain: { _id: SUBDOMAIN_ID, plans: [landingPlan] } },
  '/api/faq/get-faqs': { faqs: landingFaqs },
  '/api/professor_pages/get-pages': { pages: landingPages },
};

/** Answers the landing page's calls as the server's inject would; records what was asked. */
function server() {
  const asked: string[] = [];
  const fetch = async (request: Request) => {
    const url = new URL(request.url);
    asked.push(`${request.method} ${url.pathname}${url.search}`);
    const body = answers[url.pathname];
    return new Response(JSON.stringify(body ?? { message: 'No such call' }), { status: body ? 200 : 404, headers: { 'content-type': 'application/json' } });
  };
  return { asked, fetch };
}

describe('the first screens the server paints', () => {
  it("draws the landing page from the provider's own calls, each asked for its subdomain id", async () => {
    const { asked, fetch } = server();
    const { screens } = await renderFirstScreens({ manifest: testManifest, language: 'en-GB', fetch }, firstScreenNames);
    expect(asked.sort()).toEqual(
      ['/api/faq/get-faqs', '/api/plans/get-plans', '/api/professor_pages/get-pages', '/api/website/content'].map(
        (path) => `GET ${path}?subdomain=${SUBDOMAIN_ID}`,
      ),
    );
    expect(screens.landing).toContain('Pass first time');
    expect(screens.landing).toContain('Three Months');
    expect(screens.landing).toContain('Which exams?');
    expect(screens.landing).toContain('Terms of Use');
    // The about text is HTML (the server sanitised it before it answered).
    expect(screens.landing).toContain('We write <strong>real</strong> questions.');
  });

  it('draws sign-in, sign-up and the members’ screens with the stand-in learner, and every screen it names', async () => {
    const { screens } = await renderFirstScreens({ manifest: testManifest, language: 'en-GB', fetch: server().fetch }, firstScreenNames);
    expect(Object.keys(screens)).toEqual([...firstScreenNames]);
    expect(screens['sign-in']).toContain('Sign In');
    expect(screens['sign-up']).toContain('Create your account');
    expect(screens.dashboard).toContain('Welcome, \uE000 \uE001');
    expect(screens.members).toContain('Alpha Academy');
  });

  it('hands the app the landing calls only: never the stand-in learner', async () => {
    const { state, styles } = await renderFirstScreens({ manifest: testManifest, language: 'en-GB', fetch: server().fetch }, firstScreenNames);
    const keys = state.queries.map((query) => query.queryKey[0]).sort();
    expect(keys).toEqual(['faqs', 'footer-pages', 'plans', 'website-content']);
    expect(JSON.stringify(state)).not.toMatch(/[\uE000-\uE002]/);
    expect(styles).toMatch(/\{[^}]+\}/);
    expect(styles).not.toContain('<style');
  });

  it('renders one provider at a time, each from its own calls', async () => {
    const other = { ...testManifest, name: 'Beta Institute', subdomainId: '9f1c2b7a-0d4e-4c6b-9a8e-1b2c3d4e5f61' };
    const [alpha, beta] = await Promise.all([
      renderFirstScreens({ manifest: testManifest, language: 'en-GB', fetch: server().fetch }, ['members']),
      renderFirstScreens({ manifest: other, language: 'en-GB', fetch: server().fetch }, ['members']),
    ]);
    expect(alpha.screens.members).toContain('Alpha Academy');
    expect(alpha.screens.members).not.toContain('Beta Institute');
    expect(beta.screens.members).toContain('Beta Institute');
  });
});
