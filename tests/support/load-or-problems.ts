import { loadTenants, type LoadedTenant } from '../../server/tenants/loader.ts';
import { TenantLoadError } from '../../server/tenants/tenant-error.ts';

/**
 * Loads a tenants folder as the server does: its tenants, or (when a folder has problems) none
 * and the problem lines, each "file:line: path: message" as tenants:validate prints them.
 */
export async function loadOrProblems(root: string): Promise<{ tenants: LoadedTenant[]; problems: string[] }> {
  try {
    return { tenants: await loadTenants(root, root), problems: [] };
  } catch (error) {
    if (!(error instanceof TenantLoadError)) throw error;
    return {
      tenants: [],
      problems: error.message
        .split('\n')
        .slice(1)
        .map((line) => line.trim()),
    };
  }
}
