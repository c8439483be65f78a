import { useEffect, useState } from 'react';

/** Whether the learner left the window (another tab or app) since the warning was last dismissed. */
export function useLeftWindow(): [boolean, () => void] {
  const [left, setLeft] = useState(false);
  useEffect(() => {
    const away = () => setLeft(true);
    window.addEventListener('blur', away);
    return () => window.removeEventListener('blur', away);
  }, []);
  return [left, () => setLeft(false)];
}
