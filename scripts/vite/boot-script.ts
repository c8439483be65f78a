import type { Plugin } from 'vite';

type OutputChunk = { type: 'chunk'; fileName: string; imports: string[]; isEntry: boolean; facadeModuleId: string | null; moduleIds: string[]; code: string };
type RouteChunks = ReadonlyArray<readonly [pattern: string, modules: readonly string[]]>;
type FirstScreens = ReadonlyArray<{ name: string; pattern: string; who: string; formats: boolean }>;
/** Stand-in character -> the stored user's field it stands for (first name first, then last name). */
type StandIns = Readonly<Record<string, string>>;
type EarlyCalls = ReadonlyArray<readonly [pattern: string, address: string]>;

/**
 * The page's only script tag. It runs while the HTML is still parsing, for the hash route:
 * 1. paints the route's first screen (the server rendered each into a <template>, see
 *    src/app/first-screens) the way src/app/first-screens/first-screens.ts firstScreenFor picks
 *    it: a member's route without a stored session shows sign-in, a guest's route with one shows
 *    nothing (the app moves on);
 *    On a member's screen it puts the stored learner's name where the server drew a stand-in.
 * 2. on the landing route, asks at once for the hero banner (its largest image);
 * 3. once that first screen is painted, asks for the app's entry chunks and the route's own
 *    together (modulepreload: the route's chunks need not wait for the entry to run), largest
 *    first, then starts the route's early call (src/app/early-calls.ts) for a signed-in learner,
 *    and starts the app. Fetching the app never competes with the first paint for the network.
 *    `files` lists every chunk the table names, largest first: over HTTP/1.1 a browser opens six
 *    connections to a host (the fonts already hold some), and a small file asked for first holds
 *    one for a whole round trip while the framework, the longest download, waits for it.
 * Plain ES5 on purpose: it is inlined as written. The session keys are the spec's storage keys.
 */
export const BOOT = `(function (entry, files, routes, screens, fields, early) {
  // The staff inbox (/staff) is another app on the same page.
  var staff = /^\\/staff\\/?$/.test(location.pathname);
  var path = location.hash.replace(/^#/, '').split('?')[0] || '/';
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var route = !staff && find(routes, path);
    var call = !staff && signedIn && find(early, path);
    var wanted = {};
    for (var i = 0; i < entry.length; i++) wanted[entry[i]] = true;
    if (route) for (var j = 0; j < route[1].length; j++) wanted[files[route[1][j]]] = true;
    for (var k = 0; k < files.length; k++) if (wanted[files[k]]) preload('modulepreload', files[k]);
    if (call) {
      var address = path.replace(new RegExp(call[0]), call[1]);
      var token = localStorage.getItem('token');
      var response = fetch(address, { headers: { Authorization: 'Bearer ' + token } });
      response.catch(function () {});
      window.__earlyCalls = {};
      window.__earlyCalls[address] = { token: token, response: response };
    }
    // While the chunks download, for a screen that shows dates or money: the browser loads the
    // locale's data for the page's first formatters, which the app's first render would
    // otherwise wait for. In three tasks rather than one (the locale, about 5 ms here; the first
    // number formatter, 10-20 ms, which no call splits further; a date formatter's calendar,
    // 2-4 ms): together they made the longest task of a member's first load.
    if (screen && screen[3]) {
      var m = {};
      try { m = manifest(); } catch (e) {}
      var steps = [
        function () { new Intl.Locale(m.locale).maximize(); },
        function () { new Intl.NumberFormat(m.locale, { style: 'currency', currency: m.currency }).format(0); },
        function () { new Intl.DateTimeFormat(m.locale, { dateStyle: 'long' }).format(0); },
      ];
      var step = function () {
        try { steps.shift()(); } catch (e) {}
        if (steps.length) setTimeout(step, 0);
      };
      setTimeout(step, 0);
    }
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry[0];
    document.head.appendChild(script);
  }
  var parsed;
  function manifest() {
    return parsed || (parsed = JSON.parse(document.getElementById('tenant-manifest').textContent));
  }
  var signedIn = false;
  try { signedIn = Boolean(localStorage.getItem('token') && localStorage.getItem('refreshToken')); } catch (e) {}
  function find(table, p) {
    for (var i = 0; i < table.length; i++) if (new RegExp(table[i][0]).test(p)) return table[i];
  }
  function pick(p) {
    var screen = find(screens, p);
    if (screen && screen[2] === 'member' && !signedIn) return pick('/user-login');
    if (screen && screen[2] === 'guest' && signedIn) return undefined;
    return screen;
  }
  function preload(rel, href, as) {
    var link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    if (as) { link.as = as; link.fetchPriority = 'high'; } else link.crossOrigin = '';
    document.head.appendChild(link);
  }
  function initials(name) {
    var words = name.replace(/^\\s+|\\s+$/g, '').split(/\\s+/);
    if (!words[0]) return '';
    var last = words.length > 1 ? words[words.length - 1] : '';
    return ((Array.from(words[0])[0] || '') + (Array.from(last)[0] || '')).toLocaleUpperCase();
  }
  // A member's screen shows the stand-in learner (src/app/first-screens/first-screen-user.ts):
  // swap each stand-in for the stored user's value, the avatar's initials for theirs.
  function personalise(node) {
    var user = null;
    try { user = JSON.parse(localStorage.getItem('user')); } catch (e) {}
    var markers = Object.keys(fields).join('');
    var pattern = new RegExp('[' + markers + ']', 'g');
    function value(marker) { var v = user && user[fields[marker]]; return typeof v === 'string' ? v : ''; }
    var standIn = initials(markers.charAt(0) + ' ' + markers.charAt(1));
    var real = initials(value(markers.charAt(0)) + ' ' + value(markers.charAt(1)));
    function swap(text) { return text === standIn ? real : text.replace(pattern, value); }
    var walker = document.createTreeWalker(node, 5);
    for (var n = walker.nextNode(); n; n = walker.nextNode()) {
      if (n.nodeType === 3) { if (pattern.test(n.data)) n.data = swap(n.data); pattern.lastIndex = 0; continue; }
      for (var a = 0; a < n.attributes.length; a++) {
        if (pattern.test(n.attributes[a].value)) n.attributes[a].value = swap(n.attributes[a].value);
        pattern.lastIndex = 0;
      }
    }
  }
  var screen = !staff && pick(path);
  var template = screen && document.getElementById('first-screen-' + screen[1]);
  var root = document.getElementById('root');
  if (template && root && !root.firstChild) {
    // Inert until the app draws over it (its first render replaces the root's content): nothing
    // can be typed or clicked that the app would then throw away, and no form submits natively.
    var shell = document.createElement('div');
    shell.inert = true;
    shell.style.display = 'contents';
    shell.appendChild(template.content.cloneNode(true));
    if (screen[2] === 'member') personalise(shell);
    root.appendChild(shell);
  }
  // The app's chunks are asked for once the first screen is painted, so they never hold it back
  // (a hidden tab paints no frames, so it starts anyway).
  requestAnimationFrame(function () { setTimeout(start, 0); });
  setTimeout(start, 100);
  if (path === '/' && !staff) {
    try {
      var hero = manifest().hero;
      if (hero && hero.bannerImage) preload('preload', hero.bannerImage, 'image');
    } catch (e) {}
  }
})`;

/** Every file `files` import, themselves included. */
function closure(byFile: Map<string, OutputChunk>, files: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    byFile.get(file)?.imports.forEach(visit);
  };
  files.forEach(visit);
  return seen;
}

/**
 * The chunk files each route needs beyond those the entry already preloads, as indexes into
 * `files`, which holds these and the entry's own chunks, largest first (the order the boot
 * script asks for them in).
 */
export function routeFiles(chunks: OutputChunk[], routes: RouteChunks, base: string): { files: string[]; table: Array<[string, number[]]> } {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) throw new Error('boot-script: the build has no entry chunk');
  const loaded = closure(byFile, [entry.fileName]);
  const perRoute = routes.map(([pattern, modules]): [string, string[]] => {
    const own = modules.map((module) => {
      // Its own chunk, or the group chunk that holds it (vite.config.ts codeSplitting).
      const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(`/src/${module}`)) ?? chunks.find((c) => c.moduleIds.some((id) => id.endsWith(`/src/${module}`)));
      if (!chunk) throw new Error(`boot-script: no chunk is built from src/${module} (src/app/route-chunks.ts)`);
      return chunk.fileName;
    });
    return [pattern, [...closure(byFile, own)].filter((file) => !loaded.has(file))];
  });
  const size = (file: string) => byFile.get(file)?.code.length ?? 0;
  const files = [...new Set([...loaded, ...perRoute.flatMap(([, own]) => own)])].sort((a, b) => size(b) - size(a) || a.localeCompare(b));
  const table = perRoute.map(([pattern, own]): [string, number[]] => [pattern, own.map((file) => files.indexOf(file))]);
  return { files: files.map((f) => `${base}${f}`), table };
}

/** The boot script for these routes and first screens, ready to inline. */
export function bootScript(entry: string[], files: string[], table: Array<[string, number[]]>, screens: FirstScreens, standIns: StandIns, early: EarlyCalls): string {
  return `${BOOT}(${JSON.stringify(entry)},${JSON.stringify(files)},${JSON.stringify(table)},${JSON.stringify(screens.map((s) => [s.pattern, s.name, s.who, s.formats ? 1 : 0]))},${JSON.stringify(standIns)},${JSON.stringify(early)});`;
}

/** The entry chunks (entry first) the built page's boot script starts the app with. */
export function bootEntryFiles(html: string): string[] {
  const call = /\}\)\((\["[^\]]*\])/.exec(html);
  if (!call) throw new Error('index.html has no boot script (scripts/vite/boot-script.ts)');
  return JSON.parse(call[1]!) as string[];
}

/** Vite's tags for the entry module and its imports, which the boot script replaces. */
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"[^>]*><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)"[^>]*>/g;

/**
 * Inlines the boot script at the end of the built index.html's body, after the first screens'
 * templates, in place of Vite's entry <script> and modulepreload tags.
 */
export function bootScriptPlugin(routes: RouteChunks, screens: FirstScreens, standIns: StandIns, early: EarlyCalls, base = '/'): Plugin {
  return {
    name: 'boot-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter((c) => c.type === 'chunk') as unknown as OutputChunk[];
        const { files, table } = routeFiles(chunks, routes, base);
        const entry = ENTRY_SCRIPT.exec(html);
        if (!entry) throw new Error('boot-script: index.html has no entry module script');
        const entryFiles = [entry[1]!, ...[...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]!)];
        const missing = entryFiles.filter((file) => !files.includes(file));
        if (missing.length) throw new Error(`boot-script: the entry's chunks ${missing.join(', ')} are not among the chunks it orders`);
        return {
          html: html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, ''),
          tags: [{ tag: 'script', attrs: { nonce: '__CSP_NONCE__' }, children: bootScript(entryFiles, files, table, screens, standIns, early), injectTo: 'body' }],
        };
      },
    },
  };
}
