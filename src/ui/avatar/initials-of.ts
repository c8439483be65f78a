/**
 * Up to two initials: the first letters of the first and last words of a name. A file of its own,
 * without React, so the boot script (src/boot/personalise.ts) draws the same initials as the avatar.
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '';
  const last = words.length > 1 ? words[words.length - 1]! : '';
  const firstLetter = (word: string) => Array.from(word)[0] ?? '';
  return (firstLetter(first) + firstLetter(last)).toLocaleUpperCase();
}
