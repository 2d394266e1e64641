import { APP_TEXT } from '../../schemas/uiText/app';

/** This screen's texts (schemas/uiText/app.ts). */
const TEXT = APP_TEXT.pageLoading;

/**
 * Shown while a lazy page loads on first paint: quiet, announced to screen readers. `fixed` holds
 * it in the middle of the viewport while the whole page is still settling (the layout's first
 * paint, the startup): what paints after it around it never moves it, so it never counts as a shift.
 */
export function PageLoading({ fixed = false }: { fixed?: boolean }) {
  return (
    <output className={fixed ? 'page-loading page-loading--fixed' : 'page-loading'} aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{TEXT.loading}</span>
    </output>
  );
}
