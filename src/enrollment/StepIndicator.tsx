import { translateText } from '../../schemas/i18n/localizable';
import type { NavEntry } from '../../machines/wizardNavigation';
import type { WizardTabName } from '../../schemas/forms/customTabs';
import { ENROLLMENT_TEXT } from '../../schemas/uiText/enrollment';
import { fill } from '../../schemas/uiText/fill';

/** This screen's texts (schemas/uiText/enrollment.ts). */
const TEXT = ENROLLMENT_TEXT.stepIndicator;

/**
 * Where the user is in the server's tab list (nav_array): every step in order, the done ones
 * marked, the current one with aria-current="step".
 */
export function StepIndicator({ steps, current }: { steps: readonly NavEntry[]; current: WizardTabName }) {
  const index = steps.findIndex((s) => s.tab_name === current);
  if (steps.length === 0) return null;
  return (
    <nav aria-label={TEXT.enrollmentSteps}>
      {index >= 0 && <p className="steps__progress">{fill(TEXT.progress, { step: index + 1, total: steps.length })}</p>}
      <ol className="steps">
        {steps.map((step, i) => (
          <li
            key={step.tab_name}
            className={`steps__item${index >= 0 && i < index ? ' steps__item--done' : ''}`}
            aria-current={i === index ? 'step' : undefined}
          >
            <span className="steps__label">{translateText(step.title)}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
