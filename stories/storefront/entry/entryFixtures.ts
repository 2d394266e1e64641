/** The demo world's rep and group (spec/demo-world.md) as the entry stories show them. */
import type { GroupLookup, RepLookup } from '../../../machines/storefront/types';

export const JORDAN: RepLookup = {
  first_name: 'Jordan', last_name: 'Avery', email: 'jordan.avery@example.com', phone: '5552010001', agent_code: 'AVERY001', landing_url: 'javery',
};

export const ACME: GroupLookup = { name: 'Acme Manufacturing', group_id: 2001, landing_url: 'acme' };

export const JORDAN_LANDING = {
  display_phone: '5552010001', display_email: 'jordan.avery@example.com', tagline: 'Plain answers, good coverage', display_about_name: 'Jordan Avery',
  display_name: 'Jordan Avery', image: '', image_link: '', logo: '', agent_code: 'AVERY001',
  agent_bio: 'Jordan has helped Springfield families choose their benefits for twelve years.',
};

export const ACME_LANDING = {
  ...JORDAN_LANDING, display_name: 'Acme Manufacturing', tagline: 'Benefits that work as hard as you do', agent_bio: '',
  address_information: { address1: '100 Main St', city: 'Springfield', state: 'IL', zip: '62701' },
  gweb_aboutus: 'Acme has built farm equipment in Springfield since 1952.', gname: 'Acme Manufacturing',
};

/** Event handlers that do nothing: a story shows one state. */
export const idle = () => undefined;
