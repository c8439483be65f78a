/** One thing wrong with a tenant folder: which file, where in it, and why. */
export interface TenantProblem {
  file: string;
  path?: string;
  message: string;
}

export function formatProblem({ file, path, message }: TenantProblem): string {
  return path ? `${file}: ${path}: ${message}` : `${file}: ${message}`;
}

/** Thrown when any tenant folder is invalid; lists every problem found, not just the first. */
export class TenantLoadError extends Error {
  constructor(readonly problems: TenantProblem[]) {
    super(
      `Invalid tenant configuration (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n` +
        problems.map((p) => `  ${formatProblem(p)}`).join('\n'),
    );
    this.name = 'TenantLoadError';
  }
}
