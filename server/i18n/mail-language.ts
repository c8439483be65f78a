import type { LanguageCode } from '../../shared/i18n/languages.ts';
import { offeredLanguages } from '../tenants/manifest-schema.ts';
import type { Tenant } from '../tenants/registry.ts';

/**
 * The language of a mail to an account: the account's own while the provider still offers it,
 * else the language of the request that causes the mail (when there is one), else the
 * provider's default.
 */
export function mailLanguage(tenant: Tenant, account: string | null | undefined, request?: LanguageCode): LanguageCode {
  const offered = offeredLanguages(tenant.manifest);
  const own = offered.find((code) => code === account);
  if (own) return own;
  if (request && offered.includes(request)) return request;
  return tenant.manifest.locale;
}
