import type { FirstScreen } from '../app/first-screens/first-screens';
import { personalise } from './personalise';

/**
 * Paints the screen the server rendered into its <template> (src/app/first-screens) into the empty
 * root, a member's for the stored learner. Inert until the app draws over it (its first render
 * replaces the root's content): nothing can be typed or clicked that the app would then throw
 * away, and no form submits natively. Returns what it painted, if it could.
 */
export function paintFirstScreen(screen: FirstScreen): HTMLElement | undefined {
  const template = document.getElementById(`first-screen-${screen.name}`) as HTMLTemplateElement | null;
  const root = document.getElementById('root');
  if (!template || !root || root.firstChild) return undefined;
  const shell = document.createElement('div');
  shell.inert = true;
  shell.style.display = 'contents';
  shell.appendChild(template.content.cloneNode(true));
  if (screen.who === 'member') personalise(shell);
  root.appendChild(shell);
  return shell;
}
