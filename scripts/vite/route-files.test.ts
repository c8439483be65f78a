import { describe, expect, it } from 'vitest';
import { routeFiles } from './route-files.ts';

describe('routeFiles', () => {
  const chunk = (fileName: string, bytes: number, imports: string[] = [], more: { isEntry?: boolean; module?: string } = {}) => ({
    type: 'chunk' as const,
    fileName,
    imports,
    isEntry: more.isEntry ?? false,
    facadeModuleId: more.module ? `/app/src/${more.module}` : null,
    moduleIds: more.module ? [`/app/src/${more.module}`] : [],
    code: 'x'.repeat(bytes),
  });
  const chunks = [
    chunk('assets/index.js', 100, ['assets/framework.js', 'assets/runtime.js'], { isEntry: true, module: 'main.tsx' }),
    chunk('assets/framework.js', 90_000, ['assets/runtime.js']),
    chunk('assets/runtime.js', 700),
    chunk('assets/take-test.js', 8_000, ['assets/alert.js', 'assets/framework.js'], { module: 'take-test-screen.tsx' }),
    chunk('assets/alert.js', 1_500, ['assets/runtime.js'], { module: 'alert.tsx' }),
    chunk('assets/login.js', 3_000, ['assets/alert.js'], { module: 'login-screen.tsx' }),
  ];

  it("lists the entry's chunks and every route's, largest first, and each route names only what the entry does not load", () => {
    const { files, table } = routeFiles(
      chunks,
      [
        ['^/take', ['take-test-screen.tsx']],
        ['^/login', ['login-screen.tsx']],
      ],
      '/',
    );
    expect(files).toEqual(['/assets/framework.js', '/assets/take-test.js', '/assets/login.js', '/assets/alert.js', '/assets/runtime.js', '/assets/index.js']);
    expect(table.map(([pattern, own]) => [pattern, own.map((i) => files[i])])).toEqual([
      ['^/take', ['/assets/take-test.js', '/assets/alert.js']],
      ['^/login', ['/assets/login.js', '/assets/alert.js']],
    ]);
  });

  it('refuses a route whose module no chunk is built from', () => {
    expect(() => routeFiles(chunks, [['^/gone', ['gone-screen.tsx']]], '/')).toThrow(/no chunk is built from src\/gone-screen.tsx/);
  });
});
