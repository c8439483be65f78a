import { cssVariableDeclarations } from '../../shared/theme/css-variables.ts';
import { firstPaintFonts } from './first-paint-fonts.ts';
import { publicManifest } from './public-manifest.ts';
import type { Tenant } from './registry.ts';
import { escapeHtml } from '../lib/escape-html.ts';
import { directionOf, type LanguageCode } from '../../shared/i18n/languages.ts';

const HEAD_MARKER = '<!--tenant-head-->';
const SCREENS_MARKER = '<!--first-screens-->';
/** Stands for the page's CSP nonce until a request fills it in (vite.config.ts html.cspNonce uses the same text). */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/** JSON that is safe inside <script>: no "</script>", no HTML comment openers, no line separators. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Everything the first paint needs, inlined into <head>: title, description, favicon,
 * theme-color, font preloads, the theme as CSS custom properties and the public manifest.
 * The page is branded before any script runs and needs no extra request to learn its tenant.
 */
function renderTenantHead(tenant: Tenant, language: LanguageCode): string {
  const manifest = publicManifest(tenant, language);
  const fontFaces = manifest.fonts
    .map(
      (f) =>
        `@font-face{font-family:${JSON.stringify(f.family)};src:url(${JSON.stringify(f.url)}) format("woff2");` +
        `font-weight:${f.weight};font-style:${f.style};font-display:swap}`,
    )
    .join('');
  const base = 'html{background:var(--color-bg-page);color:var(--color-text-default);font-family:var(--font-family-body)}body{margin:0}';
  const preloads = firstPaintFonts(manifest.fonts, tenant.theme)
    .map((f) => `<link rel="preload" href="${escapeHtml(f.url)}" as="font" type="font/woff2" crossorigin>`)
    .join('');
  return [
    `<title>${escapeHtml(manifest.name)}</title>`,
    `<meta name="description" content="${escapeHtml(manifest.hero?.tagline ?? tenant.manifest.landing.hero.tagline)}">`,
    `<meta name="theme-color" content="${escapeHtml(tenant.theme.color.brand.primary)}">`,
    `<link rel="icon" href="${escapeHtml(manifest.favicon)}">`,
    preloads,
    // The logo heads every screen (the sign-in screen's largest image): asked for before any script runs.
    `<link rel="preload" href="${escapeHtml(manifest.logo)}" as="image">`,
    `<style id="tenant-theme" nonce="${NONCE_PLACEHOLDER}">${fontFaces}:root{${cssVariableDeclarations(tenant.theme)}}${base}</style>`,
    `<script id="tenant-manifest" type="application/json">${jsonForScript(manifest)}</script>`,
  ].join('');
}

/**
 * The app's index.html with one tenant's head inlined, in one of its languages: `lang` and `dir`
 * on <html> before the first paint, so a right-to-left page never flashes left-to-right.
 */
export function renderIndexHtml(template: string, tenant: Tenant, language: LanguageCode = tenant.manifest.locale): string {
  if (!template.includes(HEAD_MARKER)) throw new Error(`index.html has no ${HEAD_MARKER} marker`);
  return template
    .replace(/<html lang="[^"]*"( dir="[^"]*")?/, `<html lang="${escapeHtml(language)}" dir="${directionOf(language)}"`)
    .replace(HEAD_MARKER, () => renderTenantHead(tenant, language));
}

/** The first screens of a provider, rendered by the web build (server/http/first-screen-renderer.ts). */
export interface FirstScreens {
  screens: Record<string, string>;
  /** Their CSS. */
  styles: string;
  state: unknown;
}

/**
 * Puts the provider's first screens into its page: their styles in <head>, each screen in a
 * <template> after the root (the page's boot script paints the one for the hash route) and the
 * calls they were rendered from as JSON (the app's query cache starts from them). Without them
 * (an API-only server, a failed render) the page starts empty, as the app alone would draw it.
 */
export function withFirstScreens(html: string, first: FirstScreens | undefined): string {
  if (!first) return html.replace(SCREENS_MARKER, '');
  // CSS cannot end its element: "</style" becomes "<\/style" (an escaped solidus, the same CSS).
  const styles = `<style data-first-screen nonce="${NONCE_PLACEHOLDER}">${first.styles.replace(/<\/(style)/gi, '<\\/$1')}</style>`;
  const templates = Object.entries(first.screens)
    .map(([name, markup]) => `<template id="first-screen-${escapeHtml(name)}">${markup}</template>`)
    .join('');
  const state = `<script id="first-screen-state" type="application/json">${jsonForScript(first.state)}</script>`;
  return html.replace('</head>', () => `${styles}</head>`).replace(SCREENS_MARKER, () => `${templates}${state}`);
}

/** A page cut where its nonces go, once per page: `parts` around the slots, and which nonce each slot takes. */
export interface NonceSlots {
  parts: string[];
  kinds: Array<'script' | 'style'>;
}

/**
 * Where one request's nonces go: script elements take the script nonce; style elements, links and
 * the csp-nonce meta (which Vite's loader and styled-components read for the elements they add)
 * take the style nonce. Found once per page, so each request only joins the parts (a page with its
 * first screens is about 135 KB: scanning it on every request took most of the time to send it).
 */
export function nonceSlots(html: string): NonceSlots {
  const attribute = `nonce="${NONCE_PLACEHOLDER}"`;
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => [m.index, m.index + m[0].length] as const);
  const parts: string[] = [];
  const kinds: NonceSlots['kinds'] = [];
  let from = 0;
  for (let at = html.indexOf(attribute); at !== -1; at = html.indexOf(attribute, at + attribute.length)) {
    parts.push(html.slice(from, at));
    kinds.push(scripts.some(([start, end]) => start < at && at < end) ? 'script' : 'style');
    from = at + attribute.length;
  }
  parts.push(html.slice(from));
  return { parts, kinds };
}

/** The page with one request's nonces in its slots. */
export function fillNonces({ parts, kinds }: NonceSlots, nonces: { script: string; style: string }): string {
  let html = parts[0]!;
  for (let i = 0; i < kinds.length; i++) html += `nonce="${nonces[kinds[i]!]}"${parts[i + 1]!}`;
  return html;
}
