/**
 * The screens the server paints into index.html before any script runs (the first paint of a
 * visit), one per kind of entry route. The page is one URL for every hash route, so each is
 * rendered into a <template>, and the page's boot script picks the one for location.hash with
 * firstScreenFor (src/boot/boot.ts); the app then renders the same screen over it. A route with
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
   * What its first render formats: the boot script then has the browser load the locale's data
   * for those while the page waits for its fonts, rather than in the app's first render or while
   * the app starts (the first formatter of a page is a long task).
   */
  formats: ReadonlyArray<'dates' | 'money'>;
}

export const firstScreens: readonly FirstScreen[] = [
  { name: 'landing', pattern: '^/?$', who: 'anyone', formats: ['dates', 'money'] },
  { name: 'sign-in', pattern: '^/user-login', who: 'guest', formats: [] },
  { name: 'sign-up', pattern: '^/user-signup', who: 'guest', formats: [] },
  { name: 'dashboard', pattern: '^/menu/?$', who: 'member', formats: ['dates', 'money'] },
  { name: 'take-test', pattern: '^/menu/(tests|recharge)/take-test/', who: 'member', formats: ['dates'] },
  { name: 'members', pattern: '^/menu/', who: 'member', formats: ['dates', 'money'] },
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
