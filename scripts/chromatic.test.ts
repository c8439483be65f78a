import { describe, expect, it } from 'vitest';
import { chromaticPlan, SKIPPED } from './chromatic-plan.ts';

describe('npm run chromatic', () => {
  it('skips, saying so, without a project token', () => {
    expect(chromaticPlan({})).toEqual({ skip: SKIPPED });
    expect(chromaticPlan({ CHROMATIC_PROJECT_TOKEN: '  ' })).toEqual({ skip: SKIPPED });
    expect(SKIPPED).toMatch(/skipped, CHROMATIC_PROJECT_TOKEN is not set/);
  });

  it('builds the Storybook, then publishes that build, leaving visual changes to review', () => {
    expect(chromaticPlan({ CHROMATIC_PROJECT_TOKEN: 'chpt_x' }, ['--branch-name', 'main'])).toEqual({
      steps: [
        ['npm', ['run', 'build-storybook']],
        ['npx', ['chromatic', '--storybook-build-dir', 'storybook-static', '--exit-zero-on-changes', '--branch-name', 'main']],
      ],
    });
  });
});
