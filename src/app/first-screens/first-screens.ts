/**
 * The screens the server paints into index.html before any script runs (the first paint of a
 * visit), one per kind of entry route. The page is one URL for every hash route, so each is
 * rendered into a <template>, and a few inlined lines pick the one for location.hash
 * (scripts/vite/route-preloads.ts); the app then renders the same screen over it. A route with
 * none keeps an empty page until the app runs, as before.
 */
export interface FirstScreen {
  name: string;
  /** The hash paths it stands for (first match wins, in this order). */
  pattern: string;
  /**
   * Who sees it: 'member' routes need a stored session (without one the app sends the learner to
   * sign in, so that screen paints instead); 'guest' routes send a signed-in learner on (so none
   * paints); 'anyone' is either.
   */
  who: 'anyone' | 'guest' | 'member';
  /**
   * Whether its first render formats dates or money: the boot script then has the browser load
   * the locale's data while the app downloads (a long task, which screens without either skip).
   */
  formats: boolean;
}

export const firstScreens: readonly FirstScreen[] = [
  { name: 'landing', pattern: '^/?$', who: 'anyone', formats: true },
  { name: 'sign-in', pattern: '^/user-login', who: 'guest', formats: false },
  { name: 'sign-up', pattern: '^/user-signup', who: 'guest', formats: false },
  { name: 'dashboard', pattern: '^/menu/?$', who: 'member', formats: true },
  { name: 'take-test', pattern: '^/menu/(tests|recharge)/take-test/', who: 'member', formats: true },
  { name: 'members', pattern: '^/menu/', who: 'member', formats: true },
];

/** Where a member's route sends a visitor without a session. */
export const SIGN_IN_PATH = '/user-login';

/** The first screen for a hash path, or undefined when none paints before the app runs. */
export function firstScreenFor(path: string, signedIn: boolean): FirstScreen | undefined {
  const screen = firstScreens.find((s) => new RegExp(s.pattern).test(path));
  if (screen?.who === 'member' && !signedIn) return firstScreenFor(SIGN_IN_PATH, false);
  if (screen?.who === 'guest' && signedIn) return undefined;
  return screen;
}
