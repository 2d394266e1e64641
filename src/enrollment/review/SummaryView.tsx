import { translateText } from '../../../schemas/i18n/localizable';
import type { SummarySection } from '../../../adapters/summary';

export interface SummaryViewProps {
  section: SummarySection;
  /** Heading level of the section's title (its parts go one deeper, at most h6). */
  level?: 3 | 4 | 5 | 6;
}

/**
 * A read-only summary (adapters/summary) as nested sections: each title a heading, each line a
 * term and its description, a drawn signature as its image. Titles, labels and the summary's own
 * words ('Yes', 'None', a choice's label) are said in the language shown, found by their English
 * text; what a person typed matches no catalog text and shows as typed.
 */
export function SummaryView({ section, level = 3 }: SummaryViewProps) {
  const Heading = `h${level}` as const;
  const next = Math.min(level + 1, 6) as 4 | 5 | 6;
  return (
    <section className="summary">
      <Heading className="summary__title">{translateText(section.title)}</Heading>
      {section.items.length > 0 && (
        <dl className="summary__list">
          {section.items.map((item, index) => (
            <div className="summary__item" key={`${item.label}-${index}`}>
              <dt>{translateText(item.label)}</dt>
              <dd>{item.image ? <img className="summary__image" src={item.image} alt={translateText(item.label)} /> : translateText(item.value)}</dd>
            </div>
          ))}
        </dl>
      )}
      {section.sections.map((child, index) => <SummaryView key={`${child.title}-${index}`} section={child} level={next} />)}
    </section>
  );
}
