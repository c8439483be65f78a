import type { Answers } from './fields.ts';

/** A new provider, from checked answers. */
export interface TenantRequest {
  slug: string;
  name: string;
  hosts: string[];
  platformType: 'Free' | 'Paid';
  domain: string;
  primary: string;
  secondary: string;
  fontBody: string;
  fontHeading: string;
  /** A logo file to copy in; undefined: a wordmark is drawn. */
  logo: string | undefined;
  supportEmail: string;
}

export function toRequest(a: Answers): TenantRequest {
  return {
    slug: a.slug,
    name: a.name,
    hosts: a.hosts ? a.hosts.split(',') : [],
    platformType: a.platform === 'Free' ? 'Free' : 'Paid',
    domain: a.domain,
    primary: a.primary,
    secondary: a.secondary,
    fontBody: a.fontBody,
    fontHeading: a.fontHeading,
    logo: a.logo || undefined,
    supportEmail: a.supportEmail,
  };
}
