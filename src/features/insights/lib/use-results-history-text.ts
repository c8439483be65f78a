import { useNamespace } from '../../../i18n/use-namespace';
import strings from '../../../i18n/locales/en-GB/results-history.json';

/** The results history's strings (namespace resultsHistory), with the tenant's copy overrides. */
export const useResultsHistoryText = () => useNamespace('resultsHistory', strings).t;
