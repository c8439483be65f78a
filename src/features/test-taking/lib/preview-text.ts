/** The spec's explanation preview: the first 600 characters of the text, with Read More for the rest. */
export const PREVIEW_LENGTH = 600;

export function textOf(html: string): string {
  const element = document.createElement('div');
  element.innerHTML = html;
  return (element.textContent ?? '').replace(/\s+/g, ' ').trim();
}

export function preview(text: string, length = PREVIEW_LENGTH): { text: string; cut: boolean } {
  if (text.length <= length) return { text, cut: false };
  const slice = text.slice(0, length);
  const lastSpace = slice.lastIndexOf(' ');
  return { text: `${(lastSpace > length * 0.8 ? slice.slice(0, lastSpace) : slice).trimEnd()}…`, cut: true };
}
