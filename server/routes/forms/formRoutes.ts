/** The form tabs of this slice and the route slug each is served under. */
import type { FormTab } from '../../../schemas/tabs';

export const FORM_ROUTES: readonly { tab: FormTab; slug: string }[] = [
  { tab: 'primary_info', slug: 'personal-info' },
  { tab: 'contact_info', slug: 'contact-info' },
  { tab: 'employer_info', slug: 'employer-info' },
];
