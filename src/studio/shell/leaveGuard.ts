import { createContext, useContext, useEffect, useRef } from 'react';

/** Where the studio's header links ask before leaving: a screen with unsaved edits registers a handler. */
export interface LeaveGate {
  /** Follows a link: through the registered screen's handler (it navigates itself once allowed); false when none is registered. */
  ask(to: string): boolean;
  /** Registers the way out of the current screen; returns the unregister function. */
  register(handler: (to: string) => void): () => void;
}

/** A gate with no screen registered. */
export function createLeaveGate(): LeaveGate {
  let handler: ((to: string) => void) | null = null;
  return {
    ask(to) {
      if (!handler) return false;
      handler(to);
      return true;
    },
    register(next) {
      handler = next;
      return () => {
        if (handler === next) handler = null;
      };
    },
  };
}

/** The studio's leave gate (one per StudioApp). */
export const LeaveGateContext = createContext<LeaveGate>(createLeaveGate());

/** Registers `handler` as the way out of the current screen while it is mounted. */
export function useLeaveGate(handler: (to: string) => void): void {
  const gate = useContext(LeaveGateContext);
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => gate.register((to) => latest.current(to)), [gate]);
}
