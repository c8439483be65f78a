/**
 * What a string carries that a translation must keep: its {{interpolations}} (by variable name,
 * a format after a comma aside), its $t(nestings) (by key) and its HTML tags (by name).
 */
export interface Placeables {
  variables: string[];
  nestings: string[];
  tags: string[];
}

export function placeablesOf(text: string): Placeables {
  const variables = [...text.matchAll(/\{\{\s*(?:-\s*)?([^},\s]+)[^}]*\}\}/g)].map((m) => m[1]!);
  const nestings = [...text.matchAll(/\$t\(\s*([^,)\s]+)/g)].map((m) => m[1]!);
  // A tag's attributes are name="value" pairs (or bare names): "<one of this provider's hosts>" is prose.
  const tags = [...text.matchAll(/<\/?([A-Za-z][A-Za-z0-9-]*)(?:\s+[\w:-]+(?:=(?:"[^"]*"|'[^']*'|[^\s"'<>]+))?)*\s*\/?>/g)].map(
    (m) => `${m[0].startsWith('</') ? '/' : ''}${m[1]!.toLowerCase()}`,
  );
  return { variables: unique(variables), nestings: unique(nestings), tags: tags.sort() };
}

const unique = (items: string[]): string[] => [...new Set(items)].sort();

/**
 * How a translation's placeables differ from the source's, in words ('' when they match). A plural
 * form may leave out {{count}} ("سؤالان" says two by itself), never add one.
 */
export function placeableDifference(source: string, translation: string, plural: boolean): string {
  const want = placeablesOf(source);
  const got = placeablesOf(translation);
  const differences: string[] = [];
  const dropCount = (variables: string[]) => (plural ? variables.filter((v) => v !== 'count') : variables);
  describe(differences, 'interpolation', dropCount(want.variables), dropCount(got.variables), (v) => `{{${v}}}`);
  if (plural && got.variables.includes('count') && !want.variables.includes('count')) differences.push('interpolation not in the source: {{count}}');
  describe(differences, 'nesting', want.nestings, got.nestings, (k) => `$t(${k})`);
  describe(differences, 'HTML tag', want.tags, got.tags, (t) => (t.startsWith('/') ? `</${t.slice(1)}>` : `<${t}>`));
  return differences.join('; ');
}

function describe(into: string[], what: string, want: string[], got: string[], show: (item: string) => string): void {
  const missing = without(want, got);
  const extra = without(got, want);
  if (missing.length > 0) into.push(`${what}${missing.length === 1 ? '' : 's'} missing: ${missing.map(show).join(', ')}`);
  if (extra.length > 0) into.push(`${what}${extra.length === 1 ? '' : 's'} not in the source: ${extra.map(show).join(', ')}`);
}

/** The items of `a` not matched one for one in `b` (a multiset difference: two <b> need two). */
function without(a: string[], b: string[]): string[] {
  const left = [...b];
  return a.filter((item) => {
    const at = left.indexOf(item);
    if (at === -1) return true;
    left.splice(at, 1);
    return false;
  });
}
