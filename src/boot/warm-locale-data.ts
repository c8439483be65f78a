import type { FirstScreen } from '../app/first-screens/first-screens';
import type { TenantManifest } from '../tenant/tenant-manifest';
import { later } from './next-task';

/**
 * For a screen that shows dates or money: has the browser load the locale's data for the page's
 * first formatters now, while it waits for the fonts to paint the screen, rather than while the
 * app starts or in its first render, where the first formatter (10-20 ms here, more on a phone)
 * was the longest task of a member's first load. A task for each step, none long.
 */
export function warmLocaleData(formats: FirstScreen['formats'], manifest: () => TenantManifest): void {
  let m: Partial<Pick<TenantManifest, 'locale' | 'currency'>> = {};
  try {
    m = manifest();
  } catch {
    // No manifest: each step fails on its own, in its own try.
  }
  const steps: Array<() => unknown> = [() => new Intl.Locale(m.locale!).maximize()];
  if (formats.includes('money')) steps.push(() => new Intl.NumberFormat(m.locale, { style: 'currency', currency: m.currency }).format(0));
  if (formats.includes('dates')) steps.push(() => new Intl.DateTimeFormat(m.locale, { dateStyle: 'long' }).format(0));
  const step = () => {
    try {
      steps.shift()!();
    } catch {
      // A locale or currency Intl does not know: the app formats without the head start.
    }
    if (steps.length) later(0, step);
  };
  later(0, step);
}
