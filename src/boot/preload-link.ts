/**
 * Asks for a file now, with a link in the head: a module (rel modulepreload, the app's chunks) or,
 * with `as`, anything else (rel preload), at high priority: the page's largest image.
 */
export function preloadLink(rel: 'modulepreload' | 'preload', href: string, as?: string): void {
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  if (as) {
    link.as = as;
    link.fetchPriority = 'high';
  } else link.crossOrigin = '';
  document.head.appendChild(link);
}
