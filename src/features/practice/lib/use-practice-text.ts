import { useNamespace } from '../../../i18n/use-namespace';
import strings from '../../../i18n/locales/en-GB/practice.json';

/** The practice area's strings (namespace practice: Create Test, My Tests, the review deck), with the tenant's copy overrides. */
export const usePracticeText = () => useNamespace('practice', strings).t;
