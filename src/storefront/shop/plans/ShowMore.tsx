/**
 * Below a paged plans listing (issue 17 point 2): how many plans show of how many, in a polite
 * live region so a screen reader hears the count change, and 'Show more plans' while plans
 * remain. The button stays enabled while the next page loads (a disabled button would drop the
 * keyboard focus); the page moves focus to the first new plan once it arrives.
 */
import { MESSAGES } from '../../../shared/text/messages';

export interface ShowMoreProps {
  shown: number;
  total: number;
  loading: boolean;
  onMore: () => void;
}

/** The count and the Show more button. */
export function ShowMore({ shown, total, loading, onMore }: ShowMoreProps) {
  if (total === 0) return null;
  return (
    <div className="plans-more">
      {/* An output is a status region: the count is announced politely when it changes. */}
      <output className="plans-more__count">
        {MESSAGES.plansShown.replace('{shown}', String(shown)).replace('{total}', String(total))}
      </output>
      {shown < total && (
        <button type="button" className="btn btn--secondary" onClick={onMore} aria-busy={loading || undefined}>
          {MESSAGES.plansShowMore}
        </button>
      )}
    </div>
  );
}
