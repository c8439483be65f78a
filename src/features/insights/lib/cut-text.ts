/** Test names are cut to 30 characters in tables (spec section 9); the full name stays in a title. */
export const TABLE_NAME_LENGTH = 30;

export function cutText(text: string, length = TABLE_NAME_LENGTH): string {
  return text.length > length ? `${text.slice(0, length).trimEnd()}…` : text;
}
