import { useNamespace } from '../../i18n/use-namespace';
import strings from '../../i18n/locales/en-GB/catalog.json';

/** The catalog area's strings (namespace catalog), with the tenant's copy overrides. */
export const useCatalogText = () => useNamespace('catalog', strings).t;
