import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { ReloadOutcome, TenantReloader } from './reload.ts';
import { TenantLoadError, formatProblem } from './tenant-error.ts';

interface WatchOptions {
  tenantsDir: string;
  reloader: TenantReloader;
  log: FastifyBaseLogger;
  /** Where the outcome is told in plain words, beside the JSON log (a developer reads this one). */
  print?: (line: string) => void;
  /** Quiet time after the last change before the folders are read: an editor's save is several events. */
  debounceMs?: number;
}

export interface TenantWatcher {
  close(): void;
}

/**
 * Development (WATCH_TENANTS): watches every tenant folder and, a moment after an edit, an added
 * folder or a removed one, syncs the folders into the database and serves them (reload.ts), with
 * no restart. What changed is printed; a broken edit prints each problem's file, line, path and
 * reason and the last good version keeps serving. (fs.watch is recursive on Linux since Node 20,
 * as on macOS and Windows.)
 */
export function watchTenants({
  tenantsDir,
  reloader,
  log,
  print = (line) => process.stderr.write(`${line}\n`),
  debounceMs = 150,
}: WatchOptions): TenantWatcher {
  let timer: NodeJS.Timeout | undefined;
  const changed = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void reloader.request().then((outcome) => print(describe(outcome, tenantsDir))), debounceMs);
  };
  let watcher: fs.FSWatcher | undefined;
  let closed = false;
  const start = () => {
    watcher = fs.watch(tenantsDir, { recursive: true }, (_event, file) => {
      if (!isIgnored(tenantsDir, file)) changed();
    });
    // Node's recursive watcher on Linux stops with ENOENT when a folder goes while it is adding
    // watches for it (rm -r of a tenant folder): watch afresh, and read the folders in case.
    watcher.on('error', (error) => {
      watcher?.close();
      if (closed) return;
      log.warn({ err: error }, 'tenant folders: the watcher stopped; watching again');
      start();
      changed();
    });
  };
  start();
  log.info({ tenantsDir }, 'tenant folders: watching for changes');
  return {
    close() {
      closed = true;
      clearTimeout(timer);
      watcher?.close();
    },
  };
}

/** Hidden files (an editor's swap files) and files beside the folders (tenant.schema.json) are no tenant's. */
function isIgnored(tenantsDir: string, file: string | null): boolean {
  if (!file) return false;
  const parts = file.split(path.sep);
  if (parts.some((part) => part.startsWith('.'))) return true;
  return parts.length === 1 && fs.statSync(path.join(tenantsDir, file), { throwIfNoEntry: false })?.isFile() === true;
}

function describe(outcome: ReloadOutcome, tenantsDir: string): string {
  if (outcome.ok) {
    const parts = [
      outcome.changed.length ? `synced ${outcome.changed.join(', ')}` : '',
      outcome.removed.length ? `no longer serving ${outcome.removed.join(', ')}` : '',
    ].filter(Boolean);
    return `Tenant folders in ${tenantsDir}: ${parts.join('; ') || 'nothing changed'}.`;
  }
  const { error } = outcome;
  const problems = error instanceof TenantLoadError ? error.problems.map((p) => `  ${formatProblem(p)}`) : [`  ${(error as Error).message}`];
  return [`Tenant folders in ${tenantsDir} not served: still serving the last good version. Fix:`, ...problems].join('\n');
}
