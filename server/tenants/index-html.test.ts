import { describe, expect, it } from 'vitest';
import { fillNonces, NONCE_PLACEHOLDER, nonceSlots, withFirstScreens } from './index-html.ts';

describe('nonceSlots and fillNonces', () => {
  it('gives script tags the script nonce and every other tag Vite marked the style nonce', () => {
    const html = [
      `<meta property="csp-nonce" nonce="${NONCE_PLACEHOLDER}">`,
      `<script type="module" crossorigin src="/assets/index.js" nonce="${NONCE_PLACEHOLDER}"></script>`,
      `<link rel="modulepreload" href="/assets/vendor.js" nonce="${NONCE_PLACEHOLDER}">`,
      `<style id="tenant-theme" nonce="${NONCE_PLACEHOLDER}">:root{}</style>`,
    ].join('');
    expect(fillNonces(nonceSlots(html), { script: 'sss', style: 'ttt' })).toBe(
      '<meta property="csp-nonce" nonce="ttt"><script type="module" crossorigin src="/assets/index.js" nonce="sss"></script>' +
        '<link rel="modulepreload" href="/assets/vendor.js" nonce="ttt"><style id="tenant-theme" nonce="ttt">:root{}</style>',
    );
  });
});

describe('withFirstScreens', () => {
  const page = '<html><head><title>T</title></head><body><div id="root"></div><!--first-screens--><script>boot()</script></body></html>';

  it('puts the styles in <head> with the style nonce, each screen in a template after the root, and the calls as JSON', () => {
    const html = withFirstScreens(page, {
      screens: { landing: '<main><h1>Hello</h1></main>', 'sign-in': '<main>Sign in</main>' },
      styles: '.a{color:red}.b::after{content:"</style><script>"}',
      state: { queries: [{ queryKey: ['faqs', 'x'], state: { data: [{ answer: '</script><script>alert(1)</script>' }] } }] },
    });
    expect(html).toContain(`<style data-first-screen nonce="${NONCE_PLACEHOLDER}">.a{color:red}.b::after{content:"<\\/style><script>"}</style></head>`);
    expect(html).toContain(
      '<div id="root"></div><template id="first-screen-landing"><main><h1>Hello</h1></main></template>' +
        '<template id="first-screen-sign-in"><main>Sign in</main></template><script id="first-screen-state" type="application/json">',
    );
    // Provider text cannot end the JSON's script element.
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('\\u003c/script\\u003e');
    expect(html.indexOf('first-screen-state')).toBeLessThan(html.indexOf('boot()'));
  });

  it('leaves the page to the app alone when there are none', () => {
    expect(withFirstScreens(page, undefined)).toBe(page.replace('<!--first-screens-->', ''));
  });
});
