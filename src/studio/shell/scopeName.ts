import type { ScopeSummary } from '../../../schemas/api/adminTypes';
import type { LayerName } from '../../../schemas/forms/definition';
import { T } from '../text';

/** A layer's name as the studio shows it (Default, Portal, Group). */
export const LAYER_TEXT: Record<LayerName, string> = { default: T.scopeDefault, portal: T.scopePortal, group: T.scopeGroup };

/** A scope as a person reads it: "Default", "Portal: Group Benefits", "Group: Acme Manufacturing". */
export function scopeName(scope: Pick<ScopeSummary, 'scope' | 'name'>): string {
  return scope.scope === 'default' ? T.scopeDefault : `${LAYER_TEXT[scope.scope]}: ${scope.name}`;
}
