import { Window } from 'happy-dom';
import { describe, expect, it, vi } from 'vitest';
import { firstScreenFor, firstScreens } from '../../src/app/first-screens/first-screens.ts';
import { EARLY_WAIT_MS } from '../../src/boot/boot-config.ts';
import { bootEntryFiles, bootScript } from './boot-script.ts';

const ENTRY = ['/assets/index.js', '/assets/framework.js'];
// Every chunk, largest first, as routeFiles orders them.
const FILES = ['/assets/framework.js', '/assets/dashboard.js', '/assets/login.js', '/assets/members.js', '/assets/index.js'];
const ROUTES: Array<[string, number[]]> = [
  ['^/user-login', [2]],
  ['^/menu/?$', [3, 1]],
];
const script = bootScript({ entry: ENTRY, files: FILES, routes: ROUTES, earlyWaitMs: EARLY_WAIT_MS });
const templates = firstScreens.map((s) => `<template id="first-screen-${s.name}"><main><h1>${s.name}</h1></main></template>`).join('');
const MEMBER_TEMPLATE =
  '<template id="first-screen-dashboard"><main><h1>Welcome, \uE000 \uE001</h1>' +
  '<span aria-label="Account of \uE000 \uE001">\uE000\uE001</span><p>\uE002</p></main></template>';

interface Visit {
  path?: string;
  hash?: string;
  storage?: Record<string, string>;
  body?: string;
  /** The early call's answer (default {}), or a promise of it to hold the answer back. */
  answer?: unknown;
  /** The boot script to run (default: `script`). */
  boot?: string;
  /** Runs on the page's window before the boot script does. */
  before?: (window: Window) => void;
}

/** Parses a page with the boot script at the end of its body, as the built index.html has it, and runs it. */
function visit({ path = '/', hash = '', storage = {}, body = templates, answer = {}, boot = script, before }: Visit) {
  const window = new Window({ url: `http://alpha.localhost${path}${hash}` });
  const fetched: Array<[string, string | null]> = [];
  window.fetch = (async (address: string, init?: { headers?: Record<string, string> }) => {
    fetched.push([address, init?.headers?.Authorization ?? null]);
    return new window.Response(JSON.stringify(await answer));
  }) as unknown as typeof window.fetch;
  for (const [key, value] of Object.entries(storage)) window.localStorage.setItem(key, value);
  const manifest = JSON.stringify({ hero: { bannerImage: '/tenant-assets/hero.svg?v=1' } });
  window.document.write(
    `<!doctype html><html><head><script id="tenant-manifest" type="application/json">${manifest}</script></head>` +
      `<body><div id="root"></div>${body}</body></html>`,
  );
  before?.(window);
  window.eval(boot);
  const root = window.document.getElementById('root')!;
  const links = (rel: string) => [...window.document.head.querySelectorAll(`link[rel="${rel}"]`)].map((l) => l.getAttribute('href'));
  return { window, root, links, fetched, painted: () => root.querySelector('h1')?.textContent ?? null };
}

/** Until the frame after the first paint, and the task after it, have run: the boot script's own wait for the paint. */
const painted = (window: Window) =>
  new Promise<void>((resolve) => window.requestAnimationFrame(() => window.setTimeout(() => window.setTimeout(resolve, 0), 0)));

/** Until every timer and frame the boot script set has run (not a fixed wait: a busy machine runs them late). */
const settle = (window: Window) => window.happyDOM.waitUntilComplete();
const SIGNED_IN = { token: 't', refreshToken: 'r' };

describe('the boot script', () => {
  it('paints the landing first screen, inert, and asks for the hero banner at once', () => {
    const page = visit({});
    expect(page.painted()).toBe('landing');
    expect(page.root.firstElementChild!.hasAttribute('inert')).toBe(true);
    expect(page.links('preload')).toEqual(['/tenant-assets/hero.svg?v=1']);
  });

  it('paints sign-in for a member route without a stored session, and the members screen with one', () => {
    expect(visit({ hash: '#/menu' }).painted()).toBe('sign-in');
    expect(visit({ hash: '#/menu', storage: SIGNED_IN }).painted()).toBe('dashboard');
    expect(visit({ hash: '#/menu/tests/take-test/abc', storage: SIGNED_IN }).painted()).toBe('take-test');
    expect(visit({ hash: '#/menu/reports', storage: SIGNED_IN }).painted()).toBe('members');
  });

  it('paints nothing where the app will move on or draws another app', () => {
    expect(visit({ hash: '#/user-login', storage: SIGNED_IN }).painted()).toBeNull();
    expect(visit({ hash: '#/footer-details/abc' }).painted()).toBeNull();
    expect(visit({ path: '/staff', hash: '#/' }).painted()).toBeNull();
    // An address the app is not served at (/pricing, the server's 404): the app draws its not-found screen.
    expect(visit({ path: '/pricing' }).painted()).toBeNull();
    expect(visit({ path: '/pricing', hash: '#/menu', storage: SIGNED_IN }).painted()).toBeNull();
    expect(visit({ path: '/index.html' }).painted()).toBe('landing');
  });

  it('picks the screen first-screens.ts picks, for every kind of route', () => {
    const paths = [
      '/',
      '/user-login',
      '/user-signup',
      '/user-otp',
      '/menu',
      '/menu/',
      '/menu/tests',
      '/menu/tests/take-test/x',
      '/menu/recharge/take-test/x',
      '/menu/help',
      '/footer-details/x',
      '/nowhere',
    ];
    for (const path of paths) {
      for (const storage of [{}, SIGNED_IN]) {
        const expected = firstScreenFor(path, 'token' in storage)?.name ?? null;
        expect([path, visit({ hash: `#${path}`, storage }).painted()]).toEqual([path, expected]);
      }
    }
  });

  it("puts the stored learner's name, initials and email where the members' screen has stand-ins", () => {
    const user = JSON.stringify({ first_name: 'Amara', last_name: 'Okafor', email: 'amara@example.com' });
    const page = visit({ hash: '#/menu', storage: { ...SIGNED_IN, user }, body: MEMBER_TEMPLATE });
    expect(page.root.querySelector('h1')!.textContent).toBe('Welcome, Amara Okafor');
    expect(page.root.querySelector('span')!.textContent).toBe('AO');
    expect(page.root.querySelector('span')!.getAttribute('aria-label')).toBe('Account of Amara Okafor');
    expect(page.root.querySelector('p')!.textContent).toBe('amara@example.com');
  });

  it('leaves no stand-in behind when no user is stored', () => {
    const page = visit({ hash: '#/menu', storage: SIGNED_IN, body: MEMBER_TEMPLATE });
    expect(page.root.textContent).not.toMatch(/[\uE000-\uE002]/);
  });

  it('asks for the entry chunks and the route chunks together, largest first, once the first screen is painted, then starts the app', async () => {
    const page = visit({ hash: '#/menu', storage: SIGNED_IN });
    expect(page.links('modulepreload')).toEqual([]);
    await settle(page.window);
    expect(page.links('modulepreload')).toEqual(['/assets/framework.js', '/assets/dashboard.js', '/assets/members.js', '/assets/index.js']);
    const started = [...page.window.document.head.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src'));
    expect(started).toEqual(['/assets/index.js']);
  });

  it("starts a signed-in learner's take-test call at once, and hands it over by address and token", async () => {
    const id = '0b0b0b0b-0000-4000-8000-000000000000';
    const page = visit({ hash: `#/menu/recharge/take-test/${id}`, storage: SIGNED_IN });
    expect(page.fetched).toEqual([[`/api/test/get-test/${id}?mode=recharge`, 'Bearer t']]);
    const calls = (page.window as unknown as { __earlyCalls: Record<string, { token: string }> }).__earlyCalls;
    expect(Object.keys(calls)).toEqual([`/api/test/get-test/${id}?mode=recharge`]);
    expect(calls[`/api/test/get-test/${id}?mode=recharge`]!.token).toBe('t');

    const signedOut = visit({ hash: `#/menu/tests/take-test/${id}` });
    await settle(signedOut.window);
    expect(signedOut.fetched).toEqual([]);
  });

  it("asks for the app's chunks once the early call has answered, not before", async () => {
    // Waiting as long as a test may run for the answer: only the answer starts the app here.
    const patient = bootScript({ entry: ENTRY, files: FILES, routes: ROUTES, earlyWaitMs: 3_600_000 });
    let answer!: (value: unknown) => void;
    const page = visit({ hash: '#/menu/tests/take-test/abc', storage: SIGNED_IN, answer: new Promise((resolve) => (answer = resolve)), boot: patient });
    await painted(page.window);
    expect(page.painted()).toBe('take-test');
    expect(page.links('modulepreload')).toEqual([]);
    answer({});
    await vi.waitFor(() => expect(page.links('modulepreload')).toEqual(['/assets/framework.js', '/assets/index.js']), { timeout: 30_000 });
    await page.window.happyDOM.abort();
  });

  it(`asks for them ${EARLY_WAIT_MS} ms after the first paint when the early call has not answered`, async () => {
    const page = visit({ hash: '#/menu/tests/take-test/abc', storage: SIGNED_IN, answer: new Promise(() => undefined) });
    await settle(page.window);
    expect(page.links('modulepreload')).toEqual(['/assets/framework.js', '/assets/index.js']);
  });

  it("has the browser load the locale's data for what a screen formats, and only there", async () => {
    const formatters = async (hash: string, storage: Record<string, string> = {}) => {
      const made: string[] = [];
      const record = (name: string) =>
        class {
          constructor() {
            made.push(name);
          }
          maximize() {}
          format() {}
        };
      const page = visit({
        hash,
        storage,
        before: (window) =>
          ((window as unknown as { Intl: unknown }).Intl = {
            Locale: record('Locale'),
            NumberFormat: record('NumberFormat'),
            DateTimeFormat: record('DateTimeFormat'),
          }),
      });
      await settle(page.window);
      return made;
    };
    expect(await formatters('#/menu/tests/take-test/abc', SIGNED_IN)).toEqual(['Locale', 'DateTimeFormat']);
    expect(await formatters('#/menu', SIGNED_IN)).toEqual(['Locale', 'NumberFormat', 'DateTimeFormat']);
    expect(await formatters('')).toEqual(['Locale', 'NumberFormat', 'DateTimeFormat']);
    expect(await formatters('#/user-login')).toEqual([]);
    expect(await formatters('#/user-signup')).toEqual([]);
  });

  it('is found again in the built page by the size check', () => {
    expect(bootEntryFiles(`<script>${script}</script>`)).toEqual(ENTRY);
  });

  it("is one minified script (src/boot compiled) with the build's config written in", () => {
    expect(script).not.toContain('\n');
    expect(script).not.toContain('BOOT_CONFIG');
    expect(script).toContain(JSON.stringify({ entry: ENTRY, files: FILES, routes: ROUTES, earlyWaitMs: EARLY_WAIT_MS }));
  });

  it('keeps its config as written, and nothing in it can end the script element', () => {
    const odd = ['/assets/$&-$1.js', '/assets/</script><!--.js'];
    const boot = bootScript({ entry: odd, files: odd, routes: [], earlyWaitMs: EARLY_WAIT_MS });
    expect(boot).not.toMatch(/<\/script|<!--/i);
    expect(bootEntryFiles(boot)).toEqual(odd);
  });
});
