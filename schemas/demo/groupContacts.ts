/** Where each demo group's invoices go (groups.contact_email): the local invoice service mails them there. */
export const DEMO_GROUP_CONTACTS: Readonly<Record<number, string>> = {
  2001: 'benefits@acme-manufacturing.example.com',
  2556: 'benefits@harbor-logistics.example.com',
  2512: 'benefits@summit-schools.example.com',
  2002: 'benefits@noland-supply.example.com',
};
