import { catalogFrom } from './catalog-from';

/** Every Arabic namespace, in one chunk that loads only when Arabic is the page's language. */
export default catalogFrom(import.meta.glob<object>('../locales/ar/*.json', { eager: true, import: 'default' }));
