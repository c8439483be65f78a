import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import { MAX_STORY_HEIGHT } from '../tests/visual/story-frame';

/**
 * Story tests only: after each story has rendered, run its play function and passed its
 * accessibility check, its picture is compared with the committed baseline of the project's
 * tenant (tests/visual/baselines/<tenant>/<story-id>.png; paths, tolerance and fonts in
 * tests/visual/visual-config.ts). A story that already failed is not photographed: its error is
 * the one worth reading.
 *
 * Called by every story file itself (vitest.config.ts appends the call), not from a setup file:
 * the story projects share one page between files (isolate: false), where a setup module runs
 * once, so its hooks held for the first story file of each worker only and every later file's
 * pictures went unchecked.
 */
export function checkScreenshots(): void {
  // No scrollbar beside a story that is taller than the frame: it would narrow the page, and go as
  // the frame grows to the story's height (fitFrame), so the picture would not show the tested layout.
  if (!document.getElementById('story-no-scrollbars')) {
    const style = Object.assign(document.createElement('style'), { id: 'story-no-scrollbars', textContent: 'html { scrollbar-width: none; }' });
    document.head.append(style);
  }
  afterEach(compareWithBaseline);
}

async function compareWithBaseline({ task }: { task: { meta: unknown; result?: { errors?: unknown[] } } }): Promise<void> {
  const storyId = (task.meta as { storyId?: string }).storyId;
  if (!storyId || (task.result?.errors?.length ?? 0) > 0) return;
  const root = storyRoot();
  await settle(root);
  await fitFrame(root);
  const frame = frameAround(root);
  try {
    // expect(), not expect.element(): the latter retries a failed comparison, and its second try
    // finds the reference its first one has just written for a new story, and passes.
    // One folder per component: ui-button--primary is ui-button/primary.png (visual-config.ts);
    // the name cannot hold a slash, and story ids never hold `__`.
    await (expect(frame) as unknown as ScreenshotAssertion).toMatchScreenshot(`${storyId.replace('--', '__')}.png`);
  } catch (error) {
    if (error instanceof Error && /No existing reference screenshot/.test(error.message)) {
      error.message += `\nStory ${storyId} has no baseline yet: run \`npm run test:visual -- --update\`, look at the new image and commit it.`;
    } else if (error instanceof Error && /does not match/.test(error.message)) {
      error.message += `\nIf the change is intended: \`npm run test:visual -- --update\` renews the baselines; commit them.`;
    }
    throw error;
  } finally {
    frame.remove();
  }
}

/** vitest/browser types the matcher on expect.element() only; expect() has it too. */
interface ScreenshotAssertion {
  toMatchScreenshot(name: string): Promise<void>;
}

/** The story's canvas: the last element Storybook's portable stories appended to the body. */
function storyRoot(): HTMLElement {
  const candidates = [...document.body.children].filter((el): el is HTMLElement => el instanceof HTMLDivElement && !el.hasAttribute('data-visual-frame'));
  const root = candidates.at(-1);
  if (!root) throw new Error('Visual check: no story canvas found in the page');
  return root;
}

/**
 * Waits for what a screenshot must not race: web fonts (never a fallback font) and images. Ends
 * animations and transitions as Playwright's screenshot would (finite ones jump to their end,
 * endless ones to their start), before the frame is measured: a dialog still sliding in is a
 * pixel lower in one run than in the next.
 */
async function settle(root: HTMLElement) {
  for (const animation of document.getAnimations()) {
    if (animation.effect?.getComputedTiming().endTime === Infinity) animation.cancel();
    else animation.finish();
  }
  const faces = [...document.fonts];
  await Promise.all(faces.map((face) => (face.status === 'unloaded' ? face.load() : face.loaded).catch(() => undefined)));
  await document.fonts.ready;
  const broken = faces.filter((face) => face.status === 'error').map((face) => `${face.family} ${face.weight}`);
  if (broken.length > 0) throw new Error(`Visual check: the font ${broken.join(', ')} did not load, so the text would show in a fallback font`);
  const images = [...root.querySelectorAll('img')];
  for (const img of images) if (img.loading === 'lazy') img.loading = 'eager';
  await Promise.all(images.map((img) => img.decode().catch(() => undefined)));
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

/**
 * A story taller than the 1200x900 frame would be cut off at its bottom edge (the picture is
 * taken of the frame, from the page outside it): the frame grows to the story's height first.
 * Storybook sets the frame's size again before the next story.
 */
async function fitFrame(root: HTMLElement) {
  const bottom = Math.ceil(Math.max(document.documentElement.scrollHeight, root.getBoundingClientRect().bottom + scrollY));
  if (bottom <= innerHeight) return;
  await page.viewport(innerWidth, Math.min(bottom, MAX_STORY_HEIGHT));
  await settle(root);
}

/**
 * A transparent box over the story and whatever it shows outside its own box (an open modal
 * dialog, a fixed toast), so one element screenshot holds all of it and nothing more.
 */
function frameAround(root: HTMLElement): HTMLElement {
  const boxes = [root.getBoundingClientRect()];
  for (const el of root.querySelectorAll('*')) {
    if (el instanceof HTMLDialogElement ? el.open : getComputedStyle(el).position === 'fixed') boxes.push(el.getBoundingClientRect());
  }
  const visible = boxes.filter((box) => box.width > 0 && box.height > 0);
  const left = Math.max(0, Math.floor(Math.min(...visible.map((b) => b.left)) + scrollX));
  const top = Math.max(0, Math.floor(Math.min(...visible.map((b) => b.top)) + scrollY));
  const right = Math.ceil(Math.max(...visible.map((b) => b.right)) + scrollX);
  const bottom = Math.ceil(Math.max(...visible.map((b) => b.bottom)) + scrollY);
  const frame = document.createElement('div');
  frame.setAttribute('data-visual-frame', '');
  frame.setAttribute('aria-hidden', 'true');
  Object.assign(frame.style, {
    position: 'absolute',
    left: `${left}px`,
    top: `${top}px`,
    width: `${right - left}px`,
    height: `${bottom - top}px`,
    pointerEvents: 'none',
  });
  document.body.append(frame);
  return frame;
}
