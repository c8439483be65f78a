import { useNamespace } from '../../i18n/use-namespace';
import strings from '../../i18n/locales/en-GB/insights.json';

/** The insights area's strings (namespace insights), with the tenant's copy overrides. */
export const useInsightsText = () => useNamespace('insights', strings).t;
