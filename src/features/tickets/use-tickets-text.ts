import { useNamespace } from '../../i18n/use-namespace';
import strings from '../../i18n/locales/en-GB/tickets.json';

/** The tickets area's strings (namespace tickets), with the tenant's copy overrides. */
export const useTicketsText = () => useNamespace('tickets', strings).t;
