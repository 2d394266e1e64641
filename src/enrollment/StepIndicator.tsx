import type { NavEntry } from '../../machines/wizardNavigation';
import type { WizardTabName } from '../../schemas/forms/customTabs';

/**
 * Where the user is in the server's tab list (nav_array): every step in order, the done ones
 * marked, the current one with aria-current="step".
 */
export function StepIndicator({ steps, current }: { steps: readonly NavEntry[]; current: WizardTabName }) {
  const index = steps.findIndex((s) => s.tab_name === current);
  if (steps.length === 0) return null;
  return (
    <nav aria-label="Enrollment steps">
      {index >= 0 && <p className="steps__progress">Step {index + 1} of {steps.length}</p>}
      <ol className="steps">
        {steps.map((step, i) => (
          <li
            key={step.tab_name}
            className={`steps__item${index >= 0 && i < index ? ' steps__item--done' : ''}`}
            aria-current={i === index ? 'step' : undefined}
          >
            <span className="steps__label">{step.title}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
