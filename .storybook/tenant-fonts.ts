import type { StoryTenant } from 'virtual:tenant-themes';

/**
 * Puts the tenants' @font-face rules in the page (once each) and loads every face before a story
 * renders. A chart measures its labels as it first draws: were a font still loading then, it would
 * lay out with the fallback font's widths, and its picture would depend on whether an earlier story
 * had already loaded the font (a story run on its own, or first in its file, drew differently).
 */
export async function loadTenantFonts(tenants: readonly StoryTenant[]): Promise<void> {
  for (const tenant of tenants) {
    const id = `tenant-fonts-${tenant.slug}`;
    if (document.getElementById(id)) continue;
    document.head.append(Object.assign(document.createElement('style'), { id, textContent: tenant.fontFaces }));
  }
  await Promise.all([...document.fonts].map((face) => (face.status === 'unloaded' ? face.load() : face.loaded).catch(() => undefined)));
  await document.fonts.ready;
}
