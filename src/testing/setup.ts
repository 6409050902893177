import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor wait for the app's state, not for a fixed second: on a busy shared machine the
// first render of a lazily loaded screen can take longer than testing-library's 1 s default.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());
