/** Saves answers of the plan detail's modals on the quote filter (change-filter-info), for income, hours, tobacco and tier. */
import { MESSAGES } from '../../../shared/text/messages';
import { useState } from 'react';
import type { ChangeFilterBody } from '../../../../schemas/api/quote';
import { changeFilterInfo } from '../../../api/changeFilterInfo';
import { fieldErrorsOf } from '../../../api/client';

export interface FilterChange {
  busy: boolean;
  /** Server messages by field (target_element), and the general one under 'general'. */
  errors: Record<string, string>;
  save: (body: ChangeFilterBody) => Promise<void>;
}

/** Saving on enrollment `tempId`; `onSaved` hears the body once a save went through (the page prices again). */
export function useFilterChange(tempId: string, onSaved: (body: ChangeFilterBody) => void): FilterChange {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = async (body: ChangeFilterBody) => {
    setBusy(true);
    setErrors({});
    try {
      await changeFilterInfo(tempId, body);
      onSaved(body);
    } catch (error) {
      const found = fieldErrorsOf(error);
      setErrors(found.length > 0 ? Object.fromEntries(found.map((item) => [item.target_element, item.error_message])) : { general: MESSAGES.filterAnswerNotSaved });
    } finally {
      setBusy(false);
    }
  };
  return { busy, errors, save };
}
