/**
 * Shared building blocks for the machines' injected effects. Every API call is a named
 * actor whose default refuses to run, so a screen that forgets `.provide()` fails loudly
 * on its first call instead of silently pretending to succeed.
 */
import { fromPromise } from 'xstate';

/** Parameters of the `navigate` action every flow uses; `reload` asks the app for a full reload. */
export interface NavigateParams { to: string; reload?: boolean }

/** A promise actor placeholder for an effect the app must supply with `.provide({ actors })`. */
export function notProvided<TOutput, TInput>(name: string) {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(`${name} is not provided`);
  });
}

/** Action placeholder: the app replaces it with the real effect through `.provide({ actions })`. */
export function noEffect(): void {
  // Intentionally empty: effects are injected by the app.
}

/** Placeholder for an effect that takes params, typed so `.provide()` and callers agree on them. */
export function paramEffect<TParams>(): (args: unknown, params: TParams) => void {
  return noEffect;
}
