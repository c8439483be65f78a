import { offeredLanguages } from '../tenants/manifest-schema.ts';
import type { ServedTenant } from '../tenants/loader.ts';

/**
 * What decides the language of a provider's answer, besides its address (`?lang=`): the `lang`
 * cookie and Accept-Language (request-language.ts). For a `Vary` header on an answer that differs
 * by language; undefined for a provider offering one language, whose answers never do.
 */
export function languageVary(tenant: Pick<ServedTenant, 'manifest'>): string | undefined {
  return offeredLanguages(tenant.manifest).length > 1 ? 'Accept-Language, Cookie' : undefined;
}

/** The headers of an answer that differs by language (none for a provider offering one). */
export function varyByLanguage(tenant: Pick<ServedTenant, 'manifest'>): Record<string, string> {
  const vary = languageVary(tenant);
  return vary ? { Vary: vary } : {};
}
