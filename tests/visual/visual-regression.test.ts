import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';

/**
 * The visual check catches a token changed by mistake: the Button story's Primary and the
 * Accordion's First Open, in a copy of the wardround tenant whose brand.primary is another
 * colour, no longer match their committed baselines and leave diff images; in the unchanged
 * tenant they match. Each case runs the story project the way `npm run test:visual` does, for
 * those two stories of two files in one browser page (one worker): the second file is checked as
 * the first is (a setup file's hooks once held for a page's first file only).
 */
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'visual-regression-'));
// Vitest writes pictures only inside the project: the diffs go to test-results/, not to `work`.
const diffsRoot = path.resolve('test-results/visual-regression-test');
fs.rmSync(diffsRoot, { recursive: true, force: true });
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const STORY = [
  '--project',
  'stories:wardround',
  '--maxWorkers',
  '1',
  'src/ui/button/button.stories.tsx',
  'src/ui/accordion/accordion.stories.tsx',
  '-t',
  '^(Primary|First Open)$',
];

/** Runs the one story in a child Vitest; CI=1 so a missing or different baseline is never written. */
function runStory(env: Record<string, string>) {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST')));
  const run = spawnSync('npx', ['vitest', 'run', ...STORY], { encoding: 'utf8', env: { ...clean, CI: '1', NO_COLOR: '1', ...env } });
  // eslint-disable-next-line no-control-regex
  return { status: run.status, output: `${run.stdout}\n${run.stderr}`.replace(/\u001b\[[0-9;]*m/g, '') };
}

describe('visual regression check', () => {
  test('a changed brand colour fails the Button and Accordion stories with a diff image each', { timeout: 180_000 }, () => {
    const tenants = path.join(work, 'tenants');
    fs.cpSync('tenants/wardround', path.join(tenants, 'wardround'), { recursive: true });
    const manifest = path.join(tenants, 'wardround/tenant.yaml');
    const yaml = fs.readFileSync(manifest, 'utf8');
    expect(yaml).toContain("primary: '#0b6470'");
    fs.writeFileSync(manifest, yaml.replace("primary: '#0b6470'", "primary: '#7a2a8c'"));
    const diffs = path.join(diffsRoot, 'changed');

    const { status, output } = runStory({ STORY_TENANTS_DIR: tenants, VISUAL_DIFFS_DIR: diffs });

    expect(status, output).toBe(1);
    expect(output).toContain('Screenshot does not match the stored reference');
    for (const story of ['ui-button/primary', 'ui-accordion/first-open']) {
      const diff = path.join(diffs, `wardround/${story}-diff.png`);
      expect(output).toContain(diff);
      expect(fs.existsSync(diff)).toBe(true);
      expect(fs.existsSync(path.join(diffs, `wardround/${story}-actual.png`))).toBe(true);
    }
  });

  test('the unchanged tenant matches the committed baseline', { timeout: 180_000 }, () => {
    const diffs = path.join(diffsRoot, 'unchanged');

    const { status, output } = runStory({ VISUAL_DIFFS_DIR: diffs });

    expect(status, output).toBe(0);
    expect(output).toMatch(/2 passed/);
    expect(fs.existsSync(diffs)).toBe(false);
  });
});
