/**
 * What a screen read from the server in the language of that moment (a form's lookup options, the
 * health questions, the agreement's texts...), read again after a language switch (issue 18), as
 * the help widget's conversation is (help.reread). The screen's own state (what the person typed)
 * is not touched: `reread` reads only the server's texts and hands back the screen's data with
 * them; the screen shows its old data meanwhile, and keeps it if the read fails.
 */
import { useEffect, useEffectEvent } from 'react';
import { languageRemembered, subscribeLanguage } from './language';

/**
 * On each switch: waits until the server holds the new language (the enrollment's follows it),
 * then calls `reread` and gives its answer to `take`. A second switch before an answer came
 * drops the first answer (only the latest language's is taken).
 */
export function useLanguageReread<T>(reread: (() => Promise<T>) | null, take: (answer: T) => void): void {
  const current = useEffectEvent(() => reread);
  const taken = useEffectEvent(take);
  useEffect(() => {
    let switches = 0;
    const unsubscribe = subscribeLanguage(() => {
      const read = current();
      if (!read) return;
      const mine = ++switches;
      void languageRemembered().then(read).then(
        (answer) => mine === switches && taken(answer),
        // The old texts stay, marked with their language (the next visit reads them anew).
        () => undefined,
      );
    });
    return () => {
      switches = -1;
      unsubscribe();
    };
  }, []);
}
