import { useNamespace } from '../../../i18n/use-namespace';
import strings from '../../../i18n/locales/en-GB/tests-list.json';

/** The Tests list's strings (namespace testsList); see use-take-test-text.ts. */
export const useTestsListText = () => useNamespace('testsList', strings).t;
