import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';

/** Says a short text in the studio's polite live region (after an action: saved, added, moved...). */
export const AnnounceContext = createContext<(text: string) => void>(() => {});

/** The studio's polite live region and the function that speaks into it. */
export function Announcer({ children }: { children: ReactNode }) {
  const [said, setSaid] = useState({ text: '', n: 0 });
  // The same text twice in a row is still spoken: the counter makes it a new node.
  const announce = useCallback((text: string) => setSaid((prev) => ({ text, n: prev.n + 1 })), []);
  return (
    <AnnounceContext.Provider value={announce}>
      {children}
      <output className="visually-hidden" aria-live="polite" data-testid="studio-announcer">
        <span key={said.n}>{said.text}</span>
      </output>
    </AnnounceContext.Provider>
  );
}

/** The announce function of the studio's live region. */
export const useAnnounce = () => useContext(AnnounceContext);
