import type { components } from '../../../openapi/schema.gen.ts';
import type { LanguageCode } from '../../../shared/i18n/languages.ts';
import type { Tenant } from '../../tenants/registry.ts';
import { translatedFields } from '../../tenants/translations.ts';
import type { PlanView } from '../membership/index.ts';

/** The spec's subdomain details: name, platform type (Free or Paid) and the plans on sale. */
export function toSubDomain(tenant: Tenant, plans: PlanView[], language: LanguageCode): components['schemas']['SubDomainDetails'] {
  return {
    _id: tenant.id,
    sub_domain_name: translatedFields(tenant.manifest.translations, language).name ?? tenant.manifest.name,
    platform_type: tenant.manifest.platformType,
    plans,
  };
}
