import { useNamespace } from '../i18n/use-namespace';
import strings from '../i18n/locales/en-GB/staff.json';

/** The staff app's strings (namespace staff), with the tenant's copy overrides. */
export const useStaffText = () => useNamespace('staff', strings).t;
