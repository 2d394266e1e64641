/** Who enrolls and how (enrollment.md section 1), as data: the one definition every layer reads. */

/** The enrollment process: a rep enrolls someone, a group user does, or the applicant themself. */
export const EPROCESSES = ['rep', 'group', 'applicant'] as const;
export type Eprocess = (typeof EPROCESSES)[number];
