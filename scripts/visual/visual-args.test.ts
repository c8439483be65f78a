import { describe, expect, it } from 'vitest';
import { visualTestArgs } from './visual-args.ts';

describe('npm run test:visual arguments', () => {
  it('renews baselines of the stories named after --update, instead of taking the first as its type', () => {
    expect(visualTestArgs(['--update', 'src/ui/button'])).toEqual(['run', '--project', 'stories:*', '--update=all', 'src/ui/button']);
    expect(visualTestArgs(['-u', '--project', 'stories:wardround', 'src/ui'])).toEqual(['run', '--update=all', '--project', 'stories:wardround', 'src/ui']);
  });

  it('runs every story project unless one is named', () => {
    expect(visualTestArgs([])).toEqual(['run', '--project', 'stories:*']);
    expect(visualTestArgs(['--project', 'stories:ledgerline'])).toEqual(['run', '--project', 'stories:ledgerline']);
  });
});
