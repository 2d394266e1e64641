import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// One generous wait for what a user waits for (a lazy page, a save), set once for every
// findBy*/waitFor: CI runs on 2 busy cores, where the 1 s default is not enough.
configure({ asyncUtilTimeout: 15_000 });

// jsdom cannot import a module from the server's URL: the fake network's registry serves the
// module the real server would (tests/unit/app/fakeValidators.ts).
vi.mock('../../src/api/getFormValidator', async () => ({
  getFormValidator: (await import('../unit/app/fakeValidators')).fakeGetFormValidator,
}));

// jsdom has no canvas: signature_pad becomes a stand-in a test can sign with (tests/unit/support/fakeSignaturePad.ts).
vi.mock('signature_pad', () => import('../unit/support/fakeSignaturePad'));

afterEach(() => cleanup());
