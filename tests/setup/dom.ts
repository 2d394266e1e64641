import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// One generous wait for what a user waits for (a lazy page, a save), set once for every
// findBy*/waitFor: CI runs on 2 busy cores, where the 1 s default is not enough.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => cleanup());
