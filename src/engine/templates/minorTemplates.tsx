import type { DescriptionFieldProps, TitleFieldProps } from '@rjsf/utils';

/**
 * Templates the engine deliberately renders as nothing: the error list (each error shows at
 * its field), the submit button (screens render their own Next inside the form), and the
 * per-field error and help templates (FieldTemplate renders those itself).
 */
export function Nothing() {
  return null;
}

/** A section title inside a form (nested objects). */
export function TitleFieldTemplate({ id, title }: TitleFieldProps) {
  return title ? (
    <h3 id={id} className="bs-title">
      {title}
    </h3>
  ) : null;
}

/** A section description inside a form. */
export function DescriptionFieldTemplate({ id, description }: DescriptionFieldProps) {
  return description ? (
    <div id={id} className="bs-description">
      {description}
    </div>
  ) : null;
}
