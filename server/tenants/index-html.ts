import { cssVariableDeclarations } from '../../shared/theme/css-variables.ts';
import { publicManifest } from './public-manifest.ts';
import type { Tenant } from './registry.ts';

export const HEAD_MARKER = '<!--tenant-head-->';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** JSON that is safe inside <script>: no "</script>", no HTML comment openers, no line separators. */
export function jsonForScript(value: unknown): string {
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
export function renderTenantHead(tenant: Tenant): string {
  const manifest = publicManifest(tenant);
  const fontFaces = manifest.fonts
    .map((f) => `@font-face{font-family:${JSON.stringify(f.family)};src:url(${JSON.stringify(f.url)}) format("woff2");font-weight:${f.weight};font-style:${f.style};font-display:swap}`)
    .join('');
  const base = 'html{background:var(--color-bg-page);color:var(--color-text-default);font-family:var(--font-family-body)}body{margin:0}';
  const preloads = manifest.fonts
    .filter((f) => f.weight === 400 && f.style === 'normal')
    .map((f) => `<link rel="preload" href="${escapeHtml(f.url)}" as="font" type="font/woff2" crossorigin>`)
    .join('');
  return [
    `<title>${escapeHtml(manifest.name)}</title>`,
    `<meta name="description" content="${escapeHtml(tenant.manifest.landing.hero.tagline)}">`,
    `<meta name="theme-color" content="${escapeHtml(tenant.theme.color.brand.primary)}">`,
    `<link rel="icon" href="${escapeHtml(manifest.favicon)}">`,
    preloads,
    `<style id="tenant-theme">${fontFaces}:root{${cssVariableDeclarations(tenant.theme)}}${base}</style>`,
    `<script id="tenant-manifest" type="application/json">${jsonForScript(manifest)}</script>`,
  ].join('');
}

/** The app's index.html with one tenant's head inlined and its language set. */
export function renderIndexHtml(template: string, tenant: Tenant): string {
  if (!template.includes(HEAD_MARKER)) throw new Error(`index.html has no ${HEAD_MARKER} marker`);
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(tenant.manifest.locale)}"`)
    .replace(HEAD_MARKER, () => renderTenantHead(tenant));
}
