import { useEffect } from 'react';

/**
 * Removes the server's first-screen CSS once the app has drawn over the first screen: the app's
 * own styles (styled-components) style what it drew, and the first screen is gone.
 */
export function DropFirstScreenStyles() {
  useEffect(() => {
    for (const element of document.querySelectorAll('style[data-first-screen]')) element.remove();
  }, []);
  return null;
}
