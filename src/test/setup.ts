import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy… and waitFor give up after 1 s by default: on a loaded 2-core machine the console's
// sign-in once took longer and failed a full run. What must appear still must; it gets 3 s,
// within the test's own 5 s.
configure({ asyncUtilTimeout: 3_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
