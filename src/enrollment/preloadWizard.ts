/** The wizard's form screens (engine, RJSF, xstate): one lazy chunk, shared by the route table and the preload. */
export const loadTabScreens = () => import('./tabScreens');

/**
 * Starts loading the wizard's screens before they are needed: the continue banner and the
 * direct link lead straight there, so the download overlaps the typing (a failure is left to
 * the route's own load, which shows it).
 */
export function preloadWizard(): void {
  void loadTabScreens().catch(() => undefined);
}
