/**
 * How an e-mail's failed resume attempts slow its further attempts down (services/resume.ts). Its
 * own module with no imports, so the configuration (config.ts) can name the production model
 * without importing the resume service, which imports the session plugin, which reads the
 * configuration's type: that was an import cycle.
 */

/** How an e-mail's failures slow its attempts down: `freeFailures` cost nothing, then the delay doubles from `baseMs` up to `maxMs`. */
export interface SlowdownModel { freeFailures: number; baseMs: number; maxMs: number }

/** The model in production (AppConfig.resumeSlowdown; tests pass tiny delays). */
export const RESUME_SLOWDOWN: SlowdownModel = { freeFailures: 3, baseMs: 500, maxMs: 4000 };

/** Milliseconds an attempt waits when its e-mail has `failures` recent failures. */
export function slowdownDelayMs(failures: number, model: SlowdownModel): number {
  if (failures < model.freeFailures) return 0;
  return Math.min(model.maxMs, model.baseMs * 2 ** Math.min(failures - model.freeFailures, 30));
}
