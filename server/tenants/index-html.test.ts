import { describe, expect, it } from 'vitest';
import { NONCE_PLACEHOLDER, withNonces } from './index-html.ts';

describe('withNonces', () => {
  it("gives script tags the script nonce and every other tag Vite marked the style nonce", () => {
    const html = [
      `<meta property="csp-nonce" nonce="${NONCE_PLACEHOLDER}">`,
      `<script type="module" crossorigin src="/assets/index.js" nonce="${NONCE_PLACEHOLDER}"></script>`,
      `<link rel="modulepreload" href="/assets/vendor.js" nonce="${NONCE_PLACEHOLDER}">`,
      `<style id="tenant-theme" nonce="${NONCE_PLACEHOLDER}">:root{}</style>`,
    ].join('');
    expect(withNonces(html, { script: 'sss', style: 'ttt' })).toBe(
      '<meta property="csp-nonce" nonce="ttt"><script type="module" crossorigin src="/assets/index.js" nonce="sss"></script>' +
        '<link rel="modulepreload" href="/assets/vendor.js" nonce="ttt"><style id="tenant-theme" nonce="ttt">:root{}</style>',
    );
  });
});
