import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** The hash path of the address bar, as the hash router reads it. */
const addressPath = () => window.location.hash.replace(/^#/, '') || '/';

/**
 * The app's first render yields to the browser (main.tsx renders it in a transition), so the
 * address can change after the hash router has read it and before it listens for changes (a
 * link followed, a hash typed while the app starts). Once it listens, this brings it to the
 * address, so the screen always matches the address bar.
 */
export function HashCatchUp() {
  const location = useLocation();
  const navigate = useNavigate();
  const checked = useRef(false);
  useEffect(() => {
    // The router's listener is attached in a layout effect, which runs before this effect.
    if (checked.current) return;
    checked.current = true;
    if (addressPath() !== `${location.pathname}${location.search}`) void navigate(addressPath(), { replace: true });
  }, [location, navigate]);
  return null;
}
