import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Replaces the current route with `to`, on every arrival at it.
 *
 * React Router's Navigate acts only when it mounts. Navigations are transitions, so while the
 * target screen's chunk is still loading React keeps the Navigate mounted; arriving again (Back, or
 * the address bar) would reuse it without redirecting and leave a blank page. Each arrival is a new
 * location object, so this runs again.
 */
export function Redirect({ to }: { to: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: true });
  }, [location, navigate, to]);
  return null;
}
