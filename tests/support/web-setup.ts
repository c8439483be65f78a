import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { failOnContractMismatches } from './api-contract';

// findBy* and waitFor give up after 1 s by default, too little beside three browsers and a
// database on a CI machine. A hang bound, not a speed check.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  // Tests of the server's first-screen render run where there is no page (no storage).
  globalThis.localStorage?.clear();
  // A stub answered with what the contract does not allow (a fixture drifted from the API): fail the test that did.
  failOnContractMismatches();
});
