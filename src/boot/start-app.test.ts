import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startApp } from './start-app';

/** What the head was given: kept out of the document, where the test page would try to load the scripts. */
let added: HTMLElement[] = [];

beforeEach(() => {
  added = [];
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
    added.push(node as unknown as HTMLElement);
    return node;
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const preloads = () => added.filter((node) => node instanceof HTMLLinkElement && node.rel === 'modulepreload').map((link) => link.getAttribute('href'));
const started = () => added.filter((node) => node instanceof HTMLScriptElement && node.type === 'module').map((script) => script.getAttribute('src'));

describe('startApp', () => {
  it("asks for the entry's chunks and the route's own in the order of files, four a task, then starts the entry", () => {
    vi.useFakeTimers();
    const files = ['/f.js', '/a.js', '/b.js', '/c.js', '/d.js', '/unused.js', '/index.js'];
    startApp(['/index.js', '/f.js'], files, [1, 2, 3, 4]);
    expect(preloads()).toEqual(['/f.js', '/a.js', '/b.js', '/c.js']);
    expect(started()).toEqual([]);
    vi.runAllTimers();
    expect(preloads()).toEqual(['/f.js', '/a.js', '/b.js', '/c.js', '/d.js', '/index.js']);
    expect(started()).toEqual(['/index.js']);
    expect(added.every((node) => node.getAttribute('crossorigin') === '')).toBe(true);
  });

  it("asks only for the entry's chunks on a route with none of its own", () => {
    startApp(['/index.js'], ['/route.js', '/index.js']);
    expect(preloads()).toEqual(['/index.js']);
    expect(started()).toEqual(['/index.js']);
  });
});
