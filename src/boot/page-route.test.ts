import { describe, expect, it } from 'vitest';
import { isStaffPage, routePath } from './page-route';

describe('routePath', () => {
  it("is the hash path without its query on the app's page", () => {
    expect(routePath({ pathname: '/', hash: '' })).toBe('/');
    expect(routePath({ pathname: '/', hash: '#/' })).toBe('/');
    expect(routePath({ pathname: '/', hash: '#/menu/tests?page=2' })).toBe('/menu/tests');
    expect(routePath({ pathname: '/index.html', hash: '#/user-login' })).toBe('/user-login');
  });

  it('is the not-found route at any other address, whatever its hash', () => {
    expect(routePath({ pathname: '/pricing', hash: '' })).toBe('/page-not-found');
    expect(routePath({ pathname: '/pricing', hash: '#/menu' })).toBe('/page-not-found');
  });
});

describe('isStaffPage', () => {
  it('is the staff inbox only', () => {
    expect(isStaffPage('/staff')).toBe(true);
    expect(isStaffPage('/staff/')).toBe(true);
    expect(isStaffPage('/staffing')).toBe(false);
    expect(isStaffPage('/')).toBe(false);
  });
});
