/**
 * The Vitest arguments of `npm run test:visual -- <args>`: every story project unless one is
 * named, and `--update` / `-u` as `--update=all`. Vitest's own `--update [type]` takes the word
 * after it as its type, so `--update src/ui/button` renewed nothing and ran every story.
 */
export function visualTestArgs(args: string[]): string[] {
  const projects = args.includes('--project') ? [] : ['--project', 'stories:*'];
  return ['run', ...projects, ...args.map((arg) => (arg === '--update' || arg === '-u' ? '--update=all' : arg))];
}
