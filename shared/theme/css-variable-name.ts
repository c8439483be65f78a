/** 'color.brand.onPrimary' -> '--color-brand-on-primary'. Kept free of imports: the browser bundle uses it. */
export function cssVariableName(path: string): string {
  return `--${path.split('.').map(kebab).join('-')}`;
}

function kebab(segment: string): string {
  return segment.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}
