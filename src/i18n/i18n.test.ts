import { describe, expect, it } from 'vitest';
import { addNamespace, createI18n } from './i18n';
import { loadCatalog } from './load-catalog';
import { pageLanguage, setPageLanguage } from './page-language';
import auth from './locales/en-GB/auth.json';

describe('the app’s strings in the page’s language', () => {
  it('speaks Arabic from its catalog, with the provider’s copy on top and English beneath a missing key', async () => {
    const catalog = await loadCatalog('ar');
    const i18n = createI18n({ 'common:loading': 'لحظة…' }, 'ar', { ...catalog, common: { ...(catalog!.common as object), skipToContent: undefined } } as never);
    expect(i18n.t('language.label')).toBe('اللغة');
    expect(i18n.t('loading')).toBe('لحظة…');
    expect(i18n.t('skipToContent')).toBe('Skip to main content');
    addNamespace(i18n, 'auth', auth, {});
    expect(i18n.t('auth:login.title')).not.toBe(i18n.t('auth:login.title', { lng: 'en-GB' }));
  });

  it('makes the pseudo-language from en-GB, and bundles en-GB itself', async () => {
    expect(await loadCatalog('en-GB')).toBeUndefined();
    const i18n = createI18n({}, 'en-XA', await loadCatalog('en-XA'));
    expect(i18n.t('language.label')).toBe('[Ļàñğûàğé ····]');
  });

  it('takes the page’s language from <html lang> when the provider offers it', () => {
    setPageLanguage('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(pageLanguage(['en-GB', 'ar'], 'en-GB')).toBe('ar');
    expect(pageLanguage(['en-GB'], 'en-GB')).toBe('en-GB');
    setPageLanguage('en-GB');
  });
});

describe('a catalog’s namespaces', () => {
  it('are named as the code asks for them: take-test.json is takeTest', async () => {
    const catalog = (await loadCatalog('ar'))!;
    expect(Object.keys(catalog)).toEqual(expect.arrayContaining(['takeTest', 'testsList', 'checkAnswers', 'common']));
    expect(Object.keys(catalog)).not.toContain('take-test');
  });
});
