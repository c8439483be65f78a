/**
 * The page's style nonce, from the csp-nonce meta the server fills in on every request (see
 * vite.config.ts). A library that adds its own <style> element (ApexCharts) must carry it, or the
 * page's Content-Security-Policy drops the style. Undefined where there is no such meta (tests,
 * Storybook), where no policy asks for one.
 */
export function cspNonce(): string | undefined {
  const meta = typeof document === 'undefined' ? null : document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.nonce || meta?.getAttribute('nonce') || undefined;
}
