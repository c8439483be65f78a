/** A chunk of the build, as Rollup's bundle holds it: what the route table is worked out from. */
export type OutputChunk = {
  type: 'chunk';
  fileName: string;
  imports: string[];
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
  code: string;
};
/** Hash-path pattern and the modules its screen is built from (src/app/route-chunks.ts). */
export type RouteChunks = ReadonlyArray<readonly [pattern: string, modules: readonly string[]]>;

/** Every file `files` import, themselves included. */
function closure(byFile: Map<string, OutputChunk>, files: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    byFile.get(file)?.imports.forEach(visit);
  };
  files.forEach(visit);
  return seen;
}

/**
 * The chunk files each route needs beyond those the entry already preloads, as indexes into
 * `files`, which holds these and the entry's own chunks, largest first (the order the boot
 * script asks for them in).
 */
export function routeFiles(chunks: OutputChunk[], routes: RouteChunks, base: string): { files: string[]; table: Array<[string, number[]]> } {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) throw new Error('boot-script: the build has no entry chunk');
  const loaded = closure(byFile, [entry.fileName]);
  const perRoute = routes.map(([pattern, modules]): [string, string[]] => {
    const own = modules.map((module) => {
      // Its own chunk, or the group chunk that holds it (vite.config.ts codeSplitting).
      const chunk =
        chunks.find((c) => c.facadeModuleId?.endsWith(`/src/${module}`)) ?? chunks.find((c) => c.moduleIds.some((id) => id.endsWith(`/src/${module}`)));
      if (!chunk) throw new Error(`boot-script: no chunk is built from src/${module} (src/app/route-chunks.ts)`);
      return chunk.fileName;
    });
    return [pattern, [...closure(byFile, own)].filter((file) => !loaded.has(file))];
  });
  const size = (file: string) => byFile.get(file)?.code.length ?? 0;
  const files = [...new Set([...loaded, ...perRoute.flatMap(([, own]) => own)])].sort((a, b) => size(b) - size(a) || a.localeCompare(b));
  const table = perRoute.map(([pattern, own]): [string, number[]] => [pattern, own.map((file) => files.indexOf(file))]);
  return { files: files.map((f) => `${base}${f}`), table };
}
