/** What the help widget shows, read from the machine's snapshot (so views and stories take plain props). */
import type { HelpWidgetContext, HelpWidgetEvent } from '../../../machines/storefront/helpWidget';

/** The panel's step: the options, or the rep view's conversation in one of its states. */
export type HelpStep = 'menu' | 'loading' | 'loadFailed' | 'ready' | 'sending' | 'finished';

export interface HelpViewState {
  open: boolean;
  step: HelpStep;
  context: HelpWidgetContext;
}

export type HelpSend = (event: HelpWidgetEvent) => void;

interface SnapshotLike { value: unknown; context: HelpWidgetContext }

/** The view state of a helpWidget snapshot. */
export function helpViewOf(snapshot: SnapshotLike): HelpViewState {
  const { value, context } = snapshot;
  if (value === 'closed') return { open: false, step: 'menu', context };
  const open = (value as { open: unknown }).open;
  if (open === 'menu') return { open: true, step: 'menu', context };
  const rep = (open as { rep: unknown }).rep;
  const step: HelpStep = typeof rep === 'string' ? (rep as HelpStep) : 'ready';
  return { open: true, step, context };
}

/** The ticketing system's address for feedback: the ticket link with type=feedback (our choice; the spec names no feedback address). */
export function feedbackUrl(ticketUrl: string): string {
  try {
    const url = new URL(ticketUrl);
    url.searchParams.set('type', 'feedback');
    return url.toString();
  } catch {
    return ticketUrl;
  }
}
