import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormValues, LookupOptions } from '../../../adapters';
import type { FieldError } from '../../../schemas/api/types';
import type { FieldDefinition } from '../../../schemas/catalog';
import type { FormTab } from '../../../schemas/tabs';
import { FormHarness } from '../../../stories/fixtures/FormHarness';
import { demoDefinitions } from '../../../stories/fixtures/definitions';

/** What a test may vary about the tab it renders. */
export interface TabOptions {
  portal?: number;
  filled?: boolean;
  definitions?: FieldDefinition[];
  serverErrors?: FieldError[];
  /** The form element's id. */
  id?: string;
  /** Hears every committed edit. */
  onChange?: (values: FormValues, changedField: string) => void;
  /** The lookups' options as the server answered them (default: the demo's, in English). */
  lookups?: LookupOptions;
}

/**
 * Renders a tab through the engine as a screen binds it (values in state, Next inside the
 * form) and returns a user-event session plus every submitted value set.
 */
export function renderTab(tab: FormTab, { portal = 12, filled = false, definitions, serverErrors, id, onChange, lookups }: TabOptions = {}) {
  const user = userEvent.setup();
  const submits: FormValues[] = [];
  const defs = definitions ?? demoDefinitions(portal, tab, filled);
  const ui = (errors?: FieldError[]) => (
    <FormHarness tab={tab} definitions={defs} lookups={lookups} serverErrors={errors} id={id} onChange={onChange} onSubmit={(values) => submits.push(values)} />
  );
  const view = render(ui(serverErrors));
  return { user, submits, rerenderWithErrors: (errors: FieldError[]) => view.rerender(ui(errors)), ...view };
}
