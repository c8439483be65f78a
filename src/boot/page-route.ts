/** Whether the page is the staff inbox (/staff): another app on the same page, which has no first screen. */
export const isStaffPage = (pathname: string): boolean => /^\/staff\/?$/.test(pathname);

/**
 * The app's route for this address: the hash path, without its query. Any address but the app's
 * page (/pricing: the server's 404) is the not-found route (src/app/app-router.tsx): no first screen.
 */
export function routePath({ pathname, hash }: Pick<Location, 'pathname' | 'hash'>): string {
  return /^\/(index\.html)?$/.test(pathname) ? hash.replace(/^#/, '').split('?')[0] || '/' : '/page-not-found';
}
