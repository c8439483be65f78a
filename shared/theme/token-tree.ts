import { baseTokens, type TokenLeaf } from './base-tokens.ts';
import { brandChartSeries } from './brand-chart-colours.ts';

/** A tree shaped like the base tokens whose leaves are plain string values. */
export type TokenValues<T = typeof baseTokens> = {
  -readonly [K in keyof T]: T[K] extends TokenLeaf ? string : TokenValues<T[K]>;
};

/** A tenant's override: any subset of the tree, at any depth. */
export type TokenOverrides<T = typeof baseTokens> = {
  -readonly [K in keyof T]?: T[K] extends TokenLeaf ? string : TokenOverrides<T[K]>;
};

export function isTokenLeaf(node: unknown): node is TokenLeaf {
  return typeof node === 'object' && node !== null && 'value' in node && 'description' in node;
}

/** The base values without their descriptions. */
export function baseValues(): TokenValues {
  return mapLeaves(baseTokens, (leaf) => leaf.value) as TokenValues;
}

/** Deep-merges a tenant's partial over the base values. Unknown keys are ignored here:
 * the manifest schema rejects them before this is called. A tenant that sets brand colours
 * and no chart colours gets its brand colours in its charts (brand-chart-colours.ts), not the base blue and gold. */
export function mergeTokens(overrides: TokenOverrides | undefined): TokenValues {
  const merged = mergeInto(baseValues(), overrides ?? {}) as TokenValues;
  if (overrides?.color?.chart !== undefined || overrides?.color?.brand === undefined) return merged;
  const { color } = merged;
  return { ...merged, color: { ...color, chart: brandChartSeries(color.brand, color.chart, color.bg.surface) } };
}

function mergeInto(base: Record<string, unknown>, over: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) {
    if (value === undefined || !(key in base)) continue;
    const current = base[key];
    out[key] =
      typeof current === 'object' && current !== null && typeof value === 'object' && value !== null
        ? mergeInto(current as Record<string, unknown>, value as Record<string, unknown>)
        : value;
  }
  return out;
}

export function mapLeaves(tree: object, fn: (leaf: TokenLeaf, path: string[]) => unknown, path: string[] = []): object {
  return Object.fromEntries(
    Object.entries(tree).map(([key, node]) => [key, isTokenLeaf(node) ? fn(node, [...path, key]) : mapLeaves(node as object, fn, [...path, key])]),
  );
}

/** Every leaf of a value tree as [dotted path, value]. */
export function flattenValues(tree: object, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, node]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof node === 'string' ? [[path, node] as [string, string]] : flattenValues(node as object, path);
  });
}

/** Reads one value by dotted path, e.g. 'color.brand.primary'. */
export function valueAt(tree: object, path: string): string | undefined {
  let node: unknown = tree;
  for (const key of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return typeof node === 'string' ? node : undefined;
}
