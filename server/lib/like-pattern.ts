/** An ILIKE pattern matching text that contains `text`, its wildcards (% and _) and backslashes taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
