/** Schemas of the lookup routes (each row's name in the caller's language, content_lang saying which) and of get-group-info. */
import { answer, answerWith, contentLangProperty, resultList } from './common';

const text = { type: 'string' } as const;

export const ethnicCategoryData = resultList(answerWith({ id: { type: 'integer' }, name: text }, contentLangProperty));

export const statesData = resultList(answerWith({ abbrev: text, name: text }, contentLangProperty));

export const optionListData = resultList(answerWith({ value: text, name: text }, contentLangProperty));

export const groupInfoData = answer({
  general_info: answer({ group_name: text, group_phone: text }),
  address_information: answer({ address1: text, city: text, state: text, zip: text }),
});
