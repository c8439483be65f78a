/**
 * How deep a JSON body may nest arrays and objects. The contract's deepest request is four levels
 * (a submission's answers) and a payment provider's event about ten; anything past this is refused
 * before it is parsed, so no walk over a body (the unsafe-string check, validation, logging) can
 * run out of stack on it.
 */
export const MAX_JSON_DEPTH = 32;

export const TOO_DEEP = `body: must not nest arrays and objects more than ${MAX_JSON_DEPTH} levels deep`;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;

/**
 * Whether JSON text opens more than `max` arrays or objects inside one another. One pass over the
 * text without parsing it: brackets inside strings do not count. Text that is not JSON gives some
 * answer; the parser then refuses it for what it is.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > max) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
      depth--;
    }
  }
  return false;
}
