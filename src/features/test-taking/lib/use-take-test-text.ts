import { useNamespace } from '../../../i18n/use-namespace';
import strings from '../../../i18n/locales/en-GB/take-test.json';

// Each component draws its own texts: the area's strings load with its chunk, and a tenant's copy
// overrides apply (useNamespace), so no translate function is handed down through props. One
// file per namespace, so a screen's chunk carries only its own strings.

/** The take-test screen's strings (namespace takeTest). */
export const useTakeTestText = () => useNamespace('takeTest', strings).t;
