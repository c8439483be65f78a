import { useNamespace } from '../../i18n/use-namespace';
import strings from '../../i18n/locales/en-GB/help.json';

/** The help area's strings (namespace help), with the tenant's copy overrides. */
export const useHelpText = () => useNamespace('help', strings).t;
