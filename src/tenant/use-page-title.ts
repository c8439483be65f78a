import { useEffect } from 'react';
import { useTenant } from './tenant-context';

/** Sets the tab title to "<page> | <provider>" (or the provider alone) while the screen is shown. */
export function usePageTitle(page?: string): void {
  const { name } = useTenant();
  useEffect(() => {
    document.title = page ? `${page} | ${name}` : name;
  }, [page, name]);
}
