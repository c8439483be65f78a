import { describe, expect, it } from 'vitest';
import './app-routes';
import { lazyModules } from './lazy-screen';
import { routeChunks } from './route-chunks';

describe('the route table the page preloads from', () => {
  it('names every lazy screen of the routes, and only those', () => {
    const listed = new Set(routeChunks.flatMap(([, modules]) => modules));
    // Not found has no route pattern of its own: any unknown path.
    const declared = lazyModules().filter((module) => module !== 'app/not-found-screen.tsx');
    expect([...listed].sort()).toEqual([...declared].sort());
  });

  it('finds the screens each main kind of route opens on', () => {
    const modulesOf = (path: string) => routeChunks.find(([pattern]) => new RegExp(pattern).test(path))?.[1];
    expect(modulesOf('/user-login')).toEqual(['features/auth/login-screen.tsx']);
    expect(modulesOf('/menu')).toEqual(['app/members-layout.tsx', 'features/insights/dashboard-screen.tsx']);
    expect(modulesOf('/menu/tests/take-test/abc')).toEqual(['app/members-layout.tsx', 'features/test-taking/take-test-screen.tsx']);
    expect(modulesOf('/menu/tests')).toEqual(['app/members-layout.tsx', 'features/test-taking/tests-list-screen.tsx']);
    expect(modulesOf('/menu/create-test')).toEqual(['app/members-layout.tsx', 'features/practice/create-test-screen.tsx']);
    expect(modulesOf('/menu/create-test/take-test/abc')).toContain('features/test-taking/take-test-screen.tsx');
    expect(modulesOf('/menu/review')).toEqual(['app/members-layout.tsx', 'features/practice/review-screen.tsx']);
    expect(modulesOf('/menu/speciality-modules/topic-detail/t1/take-test')).toContain('features/catalog/topic-practice-screen.tsx');
  });
});
