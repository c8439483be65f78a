import { useSyncExternalStore } from 'react';

/** A phone: narrower than the theme's sm breakpoint (576 px), as the data tables' cards (src/ui/data-table). */
export const PHONE_QUERY = '(max-width: 575.98px)';

const query = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_QUERY) : undefined);

function subscribe(onChange: () => void) {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/**
 * Whether the screen is a phone's width, kept current as the window resizes: for a component
 * whose phone layout is other markup, not just other styles (the transposed payments table).
 */
export function usePhoneWidth(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
}
