import { LANGUAGE_CODES, PSEUDO_LANGUAGE, SOURCE_LANGUAGE } from '../../shared/i18n/languages.ts';
import type { I18nCheckOptions } from './run-i18n-check.ts';

/**
 * This repository's strings: the web catalog and the server's (once it exists), every shipped
 * language but the pseudo-language (made from en-GB at run time by shared/i18n/pseudo.ts), the
 * web code and the providers' folders. Paths are relative to the repository root.
 */
export const REPO_I18N_OPTIONS: I18nCheckOptions = {
  catalogRoots: ['src/i18n/locales', 'server/i18n/locales'],
  webRoot: 'src/i18n/locales',
  srcDir: 'src',
  tenantsDir: 'tenants',
  sourceLanguage: SOURCE_LANGUAGE,
  languages: LANGUAGE_CODES.filter((code) => code !== PSEUDO_LANGUAGE),
  // i18next's defaultNS in src/i18n/i18n.ts.
  defaultNamespace: 'common',
};
