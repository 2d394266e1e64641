import { LocationBanner } from './LocationBanner';
import { useLocationPrompt } from './useLocationPrompt';

/** The running location prompt: the banner while machines/storefront/locationPrompt shows it. */
export default function LocationPromptLive() {
  const [snapshot, send] = useLocationPrompt();
  if (!snapshot.hasTag('shown')) return null;
  // The banner goes with its buttons: focus moves to the page rather than being lost.
  const answer = (type: 'location.allow' | 'location.deny' | 'location.dismiss') => () => {
    send({ type });
    document.getElementById('main')?.focus({ preventScroll: true });
  };
  return <LocationBanner onAllow={answer('location.allow')} onDeny={answer('location.deny')} onDismiss={answer('location.dismiss')} />;
}
