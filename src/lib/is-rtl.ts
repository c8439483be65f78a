/**
 * Whether an element sits in right-to-left text: the nearest `dir` attribute (the element's own, a
 * container's, or <html dir>) says so. Arrow keys that move along the line read it: in rtl, ←
 * goes forward and → goes back.
 */
export function isRtl(element: Element | null | undefined): boolean {
  const owner = element?.closest('[dir]') ?? (typeof document === 'undefined' ? null : document.documentElement);
  return owner?.getAttribute('dir')?.toLowerCase() === 'rtl';
}
