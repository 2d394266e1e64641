/** Shown while a lazy page loads on first paint: quiet, announced to screen readers. */
export function PageLoading() {
  return (
    <output className="page-loading" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>Loading…</span>
    </output>
  );
}
