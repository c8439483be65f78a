import type { Plugin } from 'vite';

type OutputChunk = { type: 'chunk'; fileName: string; imports: string[]; isEntry: boolean; facadeModuleId: string | null; moduleIds: string[]; code: string };
type RouteChunks = ReadonlyArray<readonly [pattern: string, modules: readonly string[]]>;
type FirstScreens = ReadonlyArray<{ name: string; pattern: string; who: string; formats: ReadonlyArray<'dates' | 'money'> }>;
/** Stand-in character -> the stored user's field it stands for (first name first, then last name). */
type StandIns = Readonly<Record<string, string>>;
type EarlyCalls = ReadonlyArray<readonly [pattern: string, address: string]>;
/** Take test's first screen's stand-ins for the question it fills in (src/app/first-screens/stand-ins.ts). */
type QuestionStandIns = Readonly<Record<'number' | 'total' | 'question' | 'option', string>>;

/**
 * The page's only script tag. It runs while the HTML is still parsing, for the hash route:
 * 1. starts the route's early call (src/app/boot-early-calls.ts) for a signed-in learner, at once;
 * 2. paints the route's first screen (the server rendered each into a <template>, see
 *    src/app/first-screens) the way src/app/first-screens/first-screens.ts firstScreenFor picks
 *    it: a member's route without a stored session shows sign-in, a guest's route with one shows
 *    nothing (the app moves on);
 *    On a member's screen it puts the stored learner's name where the server drew a stand-in.
 *    On take test's, when the early call answers, it fills the question card in (fill below), so
 *    the learner reads the question while the app downloads.
 * 3. on the landing route, asks at once for the hero banner (its largest image);
 * 4. once that first screen is painted and the early call has answered (EARLY_WAIT_MS at most),
 *    asks for the app's entry chunks and the route's own together (modulepreload: the route's
 *    chunks need not wait for the entry to run), largest first, and starts the app. Fetching the
 *    app never competes with the first paint or the screen's data for the network.
 *    `files` lists every chunk the table names, largest first: over HTTP/1.1 a browser opens six
 *    connections to a host (the fonts already hold some), and a small file asked for first holds
 *    one for a whole round trip while the framework, the longest download, waits for it.
 * Plain ES5 on purpose: it is inlined as written. The session keys are the spec's storage keys.
 */
export const BOOT = `(function (entry, files, routes, screens, fields, early, marks, earlyWaitMs) {
  var HIDDEN_TAB_MS = 250;
  var PRELOADS_PER_TASK = 4;
  // The staff inbox (/staff) is another app on the same page.
  var staff = /^\\/staff\\/?$/.test(location.pathname);
  // Any address but the app's page (/pricing: the server's 404) is the not-found route (src/app/app-router.tsx): no first screen.
  var path = /^\\/(index\\.html)?$/.test(location.pathname) ? location.hash.replace(/^#/, '').split('?')[0] || '/' : '/page-not-found';
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var route = !staff && find(routes, path);
    var wanted = {};
    for (var i = 0; i < entry.length; i++) wanted[entry[i]] = true;
    if (route) for (var j = 0; j < route[1].length; j++) wanted[files[route[1][j]]] = true;
    var queue = [];
    for (var k = 0; k < files.length; k++) if (wanted[files[k]]) queue.push(files[k]);
    // A few at a time: each link starts its request there and then (1-5 ms each here), and a
    // dozen in one task made a long one. The app's entry follows the last.
    (function batch() {
      for (var b = 0; b < PRELOADS_PER_TASK && queue.length; b++) preload('modulepreload', queue.shift());
      if (queue.length) return setTimeout(batch, 0);
      var script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = entry[0];
      document.head.appendChild(script);
    })();
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
  // Take test's first screen holds its question card, hidden, drawn for a stand-in question
  // (src/app/first-screens/take-test-first-screen.tsx): fill it in with the question the app
  // will open on (as src/features/test-taking/lib/resume.ts picks it) and show it. Only a question
  // the card shows as the app will: no figures and no parts, nothing chosen, flagged or rated
  // yet; any other stays a placeholder until the app draws it.
  function fill(opened) {
    var slot = shell && shell.isConnected && shell.querySelector('[data-first-question]');
    var card = slot && slot.querySelector('[hidden]');
    var questions = opened.test.questions_reference;
    var total = questions.length;
    if (!card || !total) return;
    var attempt = opened.attempt;
    function fits(copy) { return copy && Array.isArray(copy.answers) && copy.answers.length === total; }
    var local = null;
    try { local = JSON.parse(localStorage.getItem('answers_' + opened.test._id + (attempt.mode === 'recharge' ? '_recharge' : ''))); } catch (e) {}
    var saved = attempt.progress;
    var from = fits(local) && local.startedAt === attempt.startedAt && (!fits(saved) || Date.parse(local.savedAt) > Date.parse(saved.savedAt)) ? local : fits(saved) ? saved : null;
    var at = from ? Math.min(Math.max(0, from.currentQuestion || 0), total - 1) : 0;
    var question = questions[at];
    var state = from ? from.answers[at] : null;
    if (question.images.length || question.question_type === 'Sub Questions' || !question.options.length) return;
    if (state && (state.questionFlagged || (state.selectedOption !== null && state.selectedOption !== undefined) || (state.selectedOptions && state.selectedOptions.length))) return;
    if (state && state.confidence && state.confidence !== slot.getAttribute('data-confidence')) return;
    var multiple = question.question_type === 'Multiple Choice Question';
    var texts = [];
    var walker = document.createTreeWalker(card, 4);
    for (var n = walker.nextNode(); n; n = walker.nextNode()) texts.push(n);
    var option = null;
    for (var i = 0; i < texts.length; i++) {
      var text = texts[i];
      if (text.data.indexOf(marks.question) >= 0) text.parentNode.innerHTML = question.question;
      else if (text.data.indexOf(marks.option) >= 0) option = text;
      else if (multiple && text.data === slot.getAttribute('data-choose-one')) text.data = slot.getAttribute('data-choose-all');
      else if (at === total - 1 && text.data === slot.getAttribute('data-next')) text.data = slot.getAttribute('data-submit');
      else text.data = text.data.replace(marks.number, String(at + 1)).replace(marks.total, String(total));
    }
    if (!option) return;
    // The option's row, lettered A: one for each option, lettered in turn.
    var row = option.parentNode;
    while (row && row.nodeName !== 'LABEL') row = row.parentNode;
    if (!row) return;
    for (var o = 0; o < question.options.length; o++) {
      var copy = row.cloneNode(true);
      var letter = String.fromCharCode(65 + o);
      var inner = document.createTreeWalker(copy, 4);
      for (var t = inner.nextNode(); t; t = inner.nextNode()) {
        if (t.data === 'A') t.data = letter;
        else if (t.data.indexOf(marks.option) >= 0) t.data = question.options[o];
      }
      copy.querySelector('input').type = multiple ? 'checkbox' : 'radio';
      row.parentNode.insertBefore(copy, row);
    }
    row.parentNode.removeChild(row);
    if (at > 0) card.querySelector('button[disabled]').disabled = false;
    slot.removeChild(slot.firstChild);
    card.hidden = false;
    return true;
  }
  // The route's early call, at once: its answer may fill the first screen in before it is painted.
  var call = !staff && signedIn && find(early, path);
  var answered = !call;
  if (call) {
    var address = path.replace(new RegExp(call[0]), call[1]);
    var token = localStorage.getItem('token');
    var response = fetch(address, { headers: { Authorization: 'Bearer ' + token } });
    window.__earlyCalls = {};
    window.__earlyCalls[address] = { token: token, response: response };
    // A copy of the answer for the first screen (the app reads the answer itself).
    // The app's chunks wait until a filled card is on screen: the question shows first.
    response
      .then(function (r) { return r.ok ? r.clone().json() : undefined; })
      .then(function (opened) { return opened && fill(opened); })
      .catch(function () {})
      .then(function (filled) {
        var go = function () { answered = true; if (painted) start(); };
        if (filled) afterNextPaint(go);
        else go();
      });
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
  // For a screen that shows dates or money: the browser loads the locale's data for the page's
  // first formatters now, while it waits for the fonts to paint the screen, rather than while the
  // app starts or in its first render, where the first formatter (10-20 ms here, more on a phone)
  // was the longest task of a member's first load. A task for each step, none long.
  if (screen && screen[3]) {
    var m = {};
    try { m = manifest(); } catch (e) {}
    var steps = [function () { new Intl.Locale(m.locale).maximize(); }];
    if (screen[3].indexOf('m') >= 0) steps.push(function () { new Intl.NumberFormat(m.locale, { style: 'currency', currency: m.currency }).format(0); });
    if (screen[3].indexOf('d') >= 0) steps.push(function () { new Intl.DateTimeFormat(m.locale, { dateStyle: 'long' }).format(0); });
    var step = function () {
      try { steps.shift()(); } catch (e) {}
      if (steps.length) setTimeout(step, 0);
    };
    setTimeout(step, 0);
  }
  // The app's chunks are asked for once the first screen is painted, so they never hold it back,
  // and once the early call has answered, so that its answer is not queued behind them
  // (earlyWaitMs at most).
  // (A hidden tab paints no frames: HIDDEN_TAB_MS stands in for the frame.)
  function afterNextPaint(then) {
    var done = false;
    var once = function () { if (!done) { done = true; then(); } };
    requestAnimationFrame(function () { setTimeout(once, 0); });
    setTimeout(once, HIDDEN_TAB_MS);
  }
  var painted = false;
  afterNextPaint(function () {
    painted = true;
    if (answered) start();
    else setTimeout(start, earlyWaitMs);
  });
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
      const chunk =
        chunks.find((c) => c.facadeModuleId?.endsWith(`/src/${module}`)) ?? chunks.find((c) => c.moduleIds.some((id) => id.endsWith(`/src/${module}`)));
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

/**
 * How long the app's chunks wait after the first paint for the early call's answer at most: on a
 * phone's network one round trip and the server's answer; past it the app starts anyway.
 */
export const EARLY_WAIT_MS = 300;

/** The boot script for these routes and first screens, ready to inline. */
export function bootScript(
  entry: string[],
  files: string[],
  table: Array<[string, number[]]>,
  screens: FirstScreens,
  standIns: StandIns,
  early: EarlyCalls,
  questionStandIns: QuestionStandIns,
  earlyWaitMs = EARLY_WAIT_MS,
): string {
  return `${BOOT}(${JSON.stringify(entry)},${JSON.stringify(files)},${JSON.stringify(table)},${JSON.stringify(screens.map((s) => [s.pattern, s.name, s.who, s.formats.map((f) => f.charAt(0)).join('')]))},${JSON.stringify(standIns)},${JSON.stringify(early)},${JSON.stringify(questionStandIns)},${earlyWaitMs});`;
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
export function bootScriptPlugin(
  routes: RouteChunks,
  screens: FirstScreens,
  standIns: StandIns,
  early: EarlyCalls,
  questionStandIns: QuestionStandIns,
  base = '/',
): Plugin {
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
          tags: [
            {
              tag: 'script',
              attrs: { nonce: '__CSP_NONCE__' },
              children: bootScript(entryFiles, files, table, screens, standIns, early, questionStandIns),
              injectTo: 'body',
            },
          ],
        };
      },
    },
  };
}
