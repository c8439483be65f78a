import { later } from './next-task';
import { preloadLink } from './preload-link';

/** Each link starts its request there and then (1-5 ms each here): a dozen in one task made a long one. */
const PRELOADS_PER_TASK = 4;

/**
 * Asks for the app's entry chunks and the route's own together (modulepreload: the route's chunks
 * need not wait for the entry to run), in the order of `files`, largest first, a few a task; then
 * starts the app with its entry. Over HTTP/1.1 a browser opens six connections to a host (the fonts
 * already hold some), and a small file asked for first holds one for a whole round trip while the
 * framework, the longest download, waits for it.
 */
export function startApp(entry: readonly string[], files: readonly string[], own: readonly number[] = []): void {
  const wanted = new Set([...entry, ...own.map((index) => files[index])]);
  const queue = files.filter((file) => wanted.has(file));
  const batch = () => {
    for (let b = 0; b < PRELOADS_PER_TASK && queue.length; b++) preloadLink('modulepreload', queue.shift()!);
    if (queue.length) return later(0, batch);
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry[0]!;
    document.head.appendChild(script);
  };
  batch();
}
