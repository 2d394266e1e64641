/** Schemas of the lookup routes and of get-group-info. */
import { resultList } from './common';

export const ethnicCategoryData = resultList({
  type: 'object', required: ['id', 'name'], properties: { id: { type: 'integer' }, name: { type: 'string' } },
});

export const statesData = resultList({
  type: 'object', required: ['abbrev', 'name'], properties: { abbrev: { type: 'string' }, name: { type: 'string' } },
});

export const optionListData = resultList({
  type: 'object', required: ['value', 'name'], properties: { value: { type: 'string' }, name: { type: 'string' } },
});

const text = { type: 'string' } as const;

export const groupInfoData = {
  type: 'object',
  required: ['general_info', 'address_information'],
  properties: {
    general_info: { type: 'object', required: ['group_name', 'group_phone'], properties: { group_name: text, group_phone: text } },
    address_information: {
      type: 'object', required: ['address1', 'city', 'state', 'zip'],
      properties: { address1: text, city: text, state: text, zip: text },
    },
  },
} as const;
