import { describe, expect, it } from 'vitest';
import { clientHas, entityTagOf } from './entity-tag.ts';

describe('entity tags', () => {
  it('reads If-None-Match lists, weak tags and *', () => {
    expect(clientHas('"a", "b"', '"b"')).toBe(true);
    expect(clientHas('W/"b"', '"b"')).toBe(true);
    expect(clientHas('*', '"b"')).toBe(true);
    expect(clientHas('"a"', '"b"')).toBe(false);
    expect(clientHas(undefined, '"b"')).toBe(false);
  });

  it('matches a tag anywhere in a list, with or without spaces, and only whole tags', () => {
    expect(clientHas('"a","b","c"', '"b"')).toBe(true);
    expect(clientHas('  "a" ,  W/"b"  ', '"b"')).toBe(true);
    expect(clientHas('"a", *', '"b"')).toBe(true);
    expect(clientHas('', '"b"')).toBe(false);
    // Unquoted, a prefix or a lower-case weak mark is another tag.
    expect(clientHas('b', '"b"')).toBe(false);
    expect(clientHas('"bb"', '"b"')).toBe(false);
    expect(clientHas('w/"b"', '"b"')).toBe(false);
  });

  it('tags the same JSON alike and other JSON otherwise, as a quoted base64url hash', () => {
    const tag = entityTagOf('{"a":1}');
    expect(tag).toMatch(/^"[\w-]{27}"$/);
    expect(entityTagOf('{"a":1}')).toBe(tag);
    expect(entityTagOf('{"a":2}')).not.toBe(tag);
  });
});
