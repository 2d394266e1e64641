/** Schemas of the lookup routes and of get-group-info. */
import { answer, resultList } from './common';

const text = { type: 'string' } as const;

export const ethnicCategoryData = resultList(answer({ id: { type: 'integer' }, name: text }));

export const statesData = resultList(answer({ abbrev: text, name: text }));

export const optionListData = resultList(answer({ value: text, name: text }));

export const groupInfoData = answer({
  general_info: answer({ group_name: text, group_phone: text }),
  address_information: answer({ address1: text, city: text, state: text, zip: text }),
});
