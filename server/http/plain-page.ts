import { escapeHtml } from '../lib/escape-html.ts';
import { directionOf, SOURCE_LANGUAGE, type LanguageCode } from '../../shared/i18n/languages.ts';
import { translateMessage } from '../i18n/translate-message.ts';

/** The plain page's own few rules, inline: it must not load a provider's stylesheet. */
const PLAIN_PAGE_STYLE =
  'body{font-family:system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#f8fafc;color:#0f172a}' +
  'main{max-width:32rem;padding:2rem;text-align:center}h1{font-size:1.5rem}';

/**
 * A minimal, unbranded HTML page, for answers that must not reveal any provider. Given a language
 * (the provider's request language, or before any provider is known the best the product ships
 * for the request's Accept-Language), its title and message are in it.
 */
export function plainPage(title: string, message: string, language?: LanguageCode): string {
  const translated = language !== undefined && language !== SOURCE_LANGUAGE;
  const html = translated ? `<html lang="${language}" dir="${directionOf(language)}">` : '<html lang="en">';
  const [heading, text] = [translateMessage(language, title), translateMessage(language, message)];
  return (
    `<!doctype html>${html}<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(heading)}</title><style>${PLAIN_PAGE_STYLE}</style></head>` +
    `<body><main><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(text)}</p></main></body></html>`
  );
}
