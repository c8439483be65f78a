import { useNamespace } from '../../i18n/use-namespace';
import strings from '../../i18n/locales/en-GB/membership.json';

/** Membership's and Payment Failed's strings (namespace membership), with the tenant's copy overrides. */
export const useMembershipText = () => useNamespace('membership', strings).t;
