import { STAND_INS } from '../app/first-screens/stand-ins';
import { initialsOf } from '../ui/avatar/initials-of';
import { storedUser } from './stored-session';

/** NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT. */
const ELEMENTS_AND_TEXT = 5;
const TEXT_NODE = 3;

/**
 * A member's first screen shows the stand-in learner (src/app/first-screens/first-screen-user.ts):
 * swaps each stand-in, in text and attributes, for the stored user's value, and the avatar's
 * initials for theirs. No stored user leaves none behind: each becomes ''.
 */
export function personalise(node: Node): void {
  const fields: Readonly<Record<string, string>> = STAND_INS;
  const user = storedUser();
  const markers = Object.keys(fields).join('');
  const pattern = new RegExp(`[${markers}]`, 'g');
  const value = (marker: string) => {
    const v = user?.[fields[marker]!];
    return typeof v === 'string' ? v : '';
  };
  // Stand-ins are first name first, then last name (stand-ins.ts).
  const standIn = initialsOf(`${markers.charAt(0)} ${markers.charAt(1)}`);
  const real = initialsOf(`${value(markers.charAt(0))} ${value(markers.charAt(1))}`);
  const swap = (text: string) => (text === standIn ? real : text.replace(pattern, value));
  const walker = document.createTreeWalker(node, ELEMENTS_AND_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    if (n.nodeType === TEXT_NODE) {
      const text = n as Text;
      if (pattern.test(text.data)) text.data = swap(text.data);
      pattern.lastIndex = 0;
      continue;
    }
    for (const attribute of Array.from((n as Element).attributes)) {
      if (pattern.test(attribute.value)) attribute.value = swap(attribute.value);
      pattern.lastIndex = 0;
    }
  }
}
