import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { toast } from '../ui/toast';

/**
 * Toasts close when the screen changes (another path, as ScrollToTop; a changed query string
 * or history state alone is the same screen), except one shown for the new screen (`toast.success(message, { forNextScreen: true })` before
 * navigating). Render it before the routes: its effect then runs before the new screen's own, so
 * a toast the new screen shows as it opens stays.
 */
export function CloseToastsOnRouteChange() {
  const { pathname } = useLocation();
  // StrictMode runs the effect twice on mount: only a path other than the last one seen counts.
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    toast.screenChanged();
  }, [pathname]);
  return null;
}
