import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy* and waitFor give up after 1 s by default, too little beside three browsers and a
// database on a CI machine. A hang bound, not a speed check.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  // Tests of the server's first-screen render run where there is no page (no storage).
  globalThis.localStorage?.clear();
});
