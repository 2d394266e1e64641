/**
 * A step's server texts follow a language switch (issue 18): useStepLoad takes its `reread` in place
 * of the loaded data once the server holds the new language (PUT /api/language), the step never
 * shown as loading again; a failed read leaves what was shown; a step without `reread` keeps its data.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showLanguage } from '../../../schemas/i18n/localizable';
import { useStepLoad, type StepLoad } from '../../../src/enrollment/useStepLoad';
import { switchLanguage } from '../../../src/shared/text/language';

const ID = 'de000001-0000-4000-8000-000000000001';
interface Step { question: string }

/** The network: PUT /api/language answers when `release` is called (the server taking the choice). */
function languageServer() {
  let release = () => undefined as void;
  const taken = new Promise<void>((resolve) => {
    release = resolve;
  });
  const fetch = vi.fn<(input: string, init?: RequestInit) => Promise<Response>>(async (input, init = {}) => {
    expect([init.method, new URL(input, 'http://localhost').pathname]).toEqual(['PUT', '/api/language']);
    await taken;
    return new Response(JSON.stringify({ status: 'success', data: { language: 'es' } }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return { release };
}

const load = async (): Promise<Step> => ({ question: 'Heart?' });

/** Renders the hook and records every state it showed. */
async function renderStep(reread?: (id: string, loaded: Step) => Promise<Step>) {
  const shown: StepLoad<Step>['status'][] = [];
  const hook = renderHook(() => {
    const [state] = useStepLoad(load, ID, reread);
    shown.push(state.status);
    return state;
  });
  await waitFor(() => expect(hook.result.current).toEqual({ status: 'ready', loaded: { question: 'Heart?' } }));
  return { hook, shown };
}

afterEach(async () => {
  vi.stubGlobal('fetch', vi.fn(async () => new Response('{"status":"success","data":{"language":"en"}}', { status: 200 })));
  await act(() => switchLanguage('en'));
  showLanguage('en');
  vi.unstubAllGlobals();
});

describe('a language switch in the middle of a step', () => {
  it('reads the step again once the server holds the new language, and shows its answer without loading again', async () => {
    const server = languageServer();
    const reread = vi.fn<(id: string, loaded: Step) => Promise<Step>>(async (_id, loaded) => ({ ...loaded, question: '¿Corazón?' }));
    const { hook, shown } = await renderStep(reread);
    const loadingBefore = shown.filter((status) => status === 'loading').length;
    await act(() => switchLanguage('es'));
    // The enrollment's language is the server's: nothing is read before it holds the choice.
    expect(reread).not.toHaveBeenCalled();
    await act(async () => server.release());
    await waitFor(() => expect(hook.result.current).toEqual({ status: 'ready', loaded: { question: '¿Corazón?' } }));
    expect(reread).toHaveBeenCalledWith(ID, { question: 'Heart?' });
    expect(shown.filter((status) => status === 'loading')).toHaveLength(loadingBefore);
  });

  it('keeps what it showed when the read fails, and a step without reread keeps its data', async () => {
    languageServer().release();
    const failing = vi.fn<() => Promise<Step>>(async () => Promise.reject(new Error('offline')));
    const { hook } = await renderStep(failing);
    const plain = await renderStep();
    await act(() => switchLanguage('es'));
    await waitFor(() => expect(failing).toHaveBeenCalledTimes(1));
    expect(hook.result.current).toEqual({ status: 'ready', loaded: { question: 'Heart?' } });
    expect(plain.hook.result.current).toEqual({ status: 'ready', loaded: { question: 'Heart?' } });
  });
});
