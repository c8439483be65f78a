import { useNamespace } from '../../i18n/use-namespace';
import strings from '../../i18n/locales/en-GB/account.json';

/** My Account's strings (namespace account): each section draws its own, with the tenant's copy overrides. */
export const useAccountText = () => useNamespace('account', strings).t;
