import type { FieldError } from '../../../schemas/api/types';
import type { TabProps } from '../../../schemas/forms/definition';
import { adminDiscardDraft } from '../../api/adminDiscardDraft';
import { adminOpenDraft } from '../../api/adminOpenDraft';
import type { FormScope } from '../../api/adminPath';
import { adminSaveDraft } from '../../api/adminSaveDraft';
import { fieldErrorsOf } from '../../api/client';
import { T } from '../text';

/**
 * Creates a new tab at a scope (docs/forms-as-data.md "Tabs as data"): its first draft, opened
 * and saved with the tab's title and route, no fields yet. Answers the server's field errors
 * ([] when created; a failure without them, e.g. the network, as a general one). A draft this call opened and could not save is discarded again, so a
 * refused tab leaves nothing behind; a draft that was there before is never touched.
 */
export async function createTab(target: FormScope, tab: Pick<TabProps, 'title' | 'slug'>): Promise<FieldError[]> {
  try {
    const draft = await adminOpenDraft(target);
    const fresh = Object.keys(draft.content.fields).length === 0 && draft.content.tab === undefined;
    try {
      await adminSaveDraft(target, { content: { ...draft.content, tab: { ...draft.content.tab, ...tab } }, revision: draft.revision, base: draft.content });
    } catch (failure) {
      if (fresh) await adminDiscardDraft(target).catch(() => undefined);
      throw failure;
    }
    return [];
  } catch (failure) {
    const errors = fieldErrorsOf(failure);
    return errors.length > 0 ? errors : [{ target_element: 'general', error_message: T.loadFailed }];
  }
}
