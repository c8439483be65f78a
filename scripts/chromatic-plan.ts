/** One step of `npm run chromatic`: a command and its arguments. */
export type Step = readonly [command: string, args: string[]];

export const STORYBOOK_DIR = 'storybook-static';

export const SKIPPED =
  'Chromatic: skipped, CHROMATIC_PROJECT_TOKEN is not set. Nothing was built or published. ' +
  "Set it to the project's token (Chromatic > Manage > Configure) to publish this Storybook for review.";

/**
 * What `npm run chromatic` does: nothing without a project token (a fork, a laptop), else build
 * the Storybook and publish it. Visual changes do not fail the run: they wait in Chromatic for a
 * designer to accept or deny, and Chromatic's status check on the pull request holds the merge.
 * `extra` goes to the chromatic CLI as given (e.g. --branch-name, --auto-accept-changes main).
 */
export function chromaticPlan(env: NodeJS.ProcessEnv, extra: string[] = []): { skip: string } | { steps: Step[] } {
  if (!env.CHROMATIC_PROJECT_TOKEN?.trim()) return { skip: SKIPPED };
  return {
    steps: [
      ['npm', ['run', 'build-storybook']],
      ['npx', ['chromatic', '--storybook-build-dir', STORYBOOK_DIR, '--exit-zero-on-changes', ...extra]],
    ],
  };
}
