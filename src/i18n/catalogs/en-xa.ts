import { pseudoLocalizeAll } from '../../../shared/i18n/pseudo';
import { catalogFrom } from './catalog-from';

/** The pseudo-language: every en-GB namespace accented and lengthened (shared/i18n/pseudo.ts). */
export default pseudoLocalizeAll(catalogFrom(import.meta.glob<object>('../locales/en-GB/*.json', { eager: true, import: 'default' })));
