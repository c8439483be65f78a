/** A content file's YAML front matter (between --- lines at the top) and the body after it. */
export function splitFrontMatter(source: string): { yaml: string; body: string } | undefined {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  return match ? { yaml: match[1] ?? '', body: match[2] ?? '' } : undefined;
}
