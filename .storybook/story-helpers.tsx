import { useEffect, type ComponentType, type ReactNode } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router';

type Entries = Record<string, string | null>;

/**
 * A story's `beforeEach` that sets browser storage as a screen expects it (the spec's keys: a
 * session's `token`, the sign-up flow's `email`…; null removes a key), and puts it back after.
 */
export function withStorage(local: Entries = {}, session: Entries = {}) {
  return () => {
    const undo = [...apply(localStorage, local), ...apply(sessionStorage, session)];
    return () => undo.forEach((restore) => restore());
  };
}

function apply(storage: Storage, entries: Entries) {
  return Object.entries(entries).map(([key, value]) => {
    const before = storage.getItem(key);
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
    return () => (before === null ? storage.removeItem(key) : storage.setItem(key, before));
  });
}

/** No session: the guest screens (sign-in, sign-up…) show instead of moving on to the members' area. */
export const signedOut = withStorage({ token: null, refreshToken: null, user: null });

/**
 * Renders `children` at `path` (with its query string, if any) under the route `pattern`, so a screen reads its params (and the
 * navigation `state`) as in the app. Any other route renders nothing.
 */
export function AtRoute({ pattern, path, state, children }: { pattern: string; path: string; state?: unknown; children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const here = pathname + search === path;
  useEffect(() => {
    if (!here) void navigate(path, { replace: true, state });
  }, [navigate, here, path, state]);
  return (
    <Routes>
      <Route path={pattern} element={here ? children : null} />
      <Route path="*" element={null} />
    </Routes>
  );
}

/** A story's `beforeEach` for a screen that writes to localStorage as it goes (a test attempt): afterwards, storage is as it was. */
export function keepLocalStorage() {
  const before = new Map(Object.entries({ ...localStorage }));
  return () => {
    for (const key of Object.keys({ ...localStorage })) if (!before.has(key)) localStorage.removeItem(key);
    before.forEach((value, key) => localStorage.setItem(key, value));
  };
}

/** A signed-in learner's session (the screen's calls are answered by the story, so any token does). */
export const signedIn = withStorage({ token: 'story-access', refreshToken: 'story-refresh' });

/** A story decorator that lays the story out right to left, as an Arabic or Hebrew translation would. */
export const rightToLeft = (Story: ComponentType) => (
  <div dir="rtl">
    <Story />
  </div>
);

/** Whether an element is drawn mirrored (an arrow turned by `transform: scaleX(-1)` in a right-to-left page). */
export const isMirrored = (element: Element) => getComputedStyle(element).transform === 'matrix(-1, 0, 0, 1, 0, 0)';

/** The page's <html dir>, as the toolbar's Direction sets it: `globals: rtlPage` lays a story out right to left. */
export const rtlPage = { direction: 'rtl' } as const;

/** Nothing is wider than the page: long text wraps, right-to-left layouts do not spill. */
export const noSidewaysScroll = () => document.documentElement.scrollWidth === document.documentElement.clientWidth;

/** Whether the page reads right to left (a translated story project, or the toolbar's Direction). */
export const pageIsRtl = () => getComputedStyle(document.documentElement).direction === 'rtl';

/**
 * The arrow keys that move with the text and against it: in a right-to-left page the left arrow
 * goes forward (opens a tree branch) and the right one back, as WAI-ARIA's patterns say.
 */
export const inlineKeys = () => (pageIsRtl() ? { forward: '{ArrowLeft}', back: '{ArrowRight}' } : { forward: '{ArrowRight}', back: '{ArrowLeft}' });
