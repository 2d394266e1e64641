/**
 * Who may ask for which process, rep and group (issue 13 finding 2; DESIGN.md: who a caller is
 * comes from what the server knows of its session, never from a request body alone). The one rule,
 * pure: from the signed-in principal (with the reps and groups it acts for) and the ways in the
 * session took (services/sessionEntries.ts records them), what a new or changed enrollment may
 * name as eprocess, type, agent_id, group_id and open_type, and who may send its quote.
 *
 * | caller (what the session holds)       | eprocess            | type                 | agent_id        | group_id    | open_type   |
 * |---------------------------------------|---------------------|----------------------|-----------------|-------------|-------------|
 * | anyone                                | applicant           | new-member           | none            | none        | user        |
 * | rep landing or rep access code        |                     |                      | that rep        |             | agent       |
 * | valid referral                        |                     |                      | its rep         | its group   | agent/group |
 * | group landing, enrollment code, site  | group (that group)  | new-group-member     | the group's rep | that group  | group       |
 * | signed-in rep                         | rep (as itself)     | new-group-member (1) | itself          | its groups  | agent       |
 * | signed-in group admin                 | group (its group)   | new-group-member     | its rep         | its group   | group       |
 * | signed-in member                      |                     |                      | their rep       | their group |             |
 *
 * (1) in its own groups. Each row adds to "anyone".
 *
 * Rights add up over every way in a session took (a visitor may validate a rep code, then a
 * group code). A claim beyond them is refused at its field: an id with the message an unknown id
 * gets there (so a refusal does not tell whether the rep or group exists), a rep process with
 * 'Please sign in to continue', a group process or type with MESSAGES.groupEntryRequired.
 */
import type { FieldError } from '../../domain/errors';
import type { PortalRole } from '../../schemas/portalRoles';
import type { Eprocess } from '../../schemas/enrollee';
import { MESSAGES } from '../../schemas/messages';
import type { OpenType } from '../../schemas/roleProcess';
import type { SessionEntry } from '../db/queries/sessionEntries';
import type { SessionEntryKind } from '../db/types';
import { shoppingProcess } from './shoppingProcess';

export type { OpenType };

/** What the server knows of a caller: its principal, the reps and groups that principal acts for, its session's ways in. */
export interface CallerFacts {
  principal: { role: PortalRole; ref: number } | null;
  links: { agents: readonly number[]; groups: readonly number[] };
  entries: readonly SessionEntry[];
}

/** What a caller may name (see the table in the file comment). */
export interface Entitlements {
  /** The signed-in rep (the only rep a rep enrollment may name), or null. */
  signedInRep: number | null;
  /** Groups the caller may enroll into as the group's member (eprocess group). */
  memberGroups: ReadonlySet<number>;
  /** Groups a new-group-member enrollment may name: the member groups and a signed-in rep's groups. */
  groupEnrollments: ReadonlySet<number>;
  groups: ReadonlySet<number>;
  agents: ReadonlySet<number>;
  openTypes: ReadonlySet<OpenType>;
}

/** Ways in that make the visitor the group's member (the spec's group landing and group code flows). */
const GROUP_ENTRIES: ReadonlySet<SessionEntryKind> = new Set(['group_landing', 'group_code', 'group_site']);
/** Ways in under a rep (the rep landing and rep code flows). */
const REP_ENTRIES: ReadonlySet<SessionEntryKind> = new Set(['rep_landing', 'rep_code']);

/** The rights of a caller. */
export function entitlementsOf({ principal, links, entries }: CallerFacts): Entitlements {
  const memberGroups = new Set<number>();
  const groups = new Set<number>();
  const agents = new Set<number>();
  const openTypes = new Set<OpenType>(['user']);
  for (const entry of entries) {
    if (entry.agent_id !== null) agents.add(entry.agent_id);
    if (entry.group_agent_id !== null) agents.add(entry.group_agent_id);
    if (entry.group_id !== null) groups.add(entry.group_id);
    if (GROUP_ENTRIES.has(entry.kind) && entry.group_id !== null) memberGroups.add(entry.group_id);
    if (REP_ENTRIES.has(entry.kind) || (entry.kind === 'referral' && entry.agent_id !== null)) openTypes.add('agent');
    if (entry.group_id !== null) openTypes.add('group');
  }
  for (const id of links.agents) agents.add(id);
  for (const id of links.groups) groups.add(id);
  if (principal?.role === 'group') for (const id of links.groups) memberGroups.add(id);
  if (principal?.role === 'agent') openTypes.add('agent');
  if (principal?.role === 'group' && links.groups.length > 0) openTypes.add('group');
  const signedInRep = principal?.role === 'agent' ? principal.ref : null;
  const groupEnrollments = new Set([...memberGroups, ...(signedInRep === null ? [] : links.groups)]);
  return { signedInRep, memberGroups, groupEnrollments, groups, agents, openTypes };
}

/** The identity an enrollment is asked to carry (absent or null: not asked for). */
export interface Claim {
  eprocess?: Eprocess | null;
  type?: string | null;
  agent_id?: number | null;
  group_id?: number | null;
  open_type?: string | null;
}

export type ClaimField = keyof Claim;

/** The fields each judgement reads: a rep process depends on its rep, a group process and type on the group. */
const DEPENDS_ON: Readonly<Record<ClaimField, readonly ClaimField[]>> = {
  eprocess: ['eprocess', 'agent_id', 'group_id'], type: ['type', 'group_id'], agent_id: ['agent_id'], group_id: ['group_id'], open_type: ['open_type'],
};

const has = (set: ReadonlySet<number>, id: number | null | undefined): boolean => id !== null && id !== undefined && set.has(id);

/** The message refusing `claim`'s `field`, or null when the caller may ask for it. */
function refusal(rights: Entitlements, claim: Claim, field: ClaimField): string | null {
  switch (field) {
    case 'eprocess':
      if (claim.eprocess === 'rep') return rights.signedInRep !== null && claim.agent_id === rights.signedInRep ? null : MESSAGES.signInRequired;
      if (claim.eprocess === 'group') return has(rights.memberGroups, claim.group_id) ? null : MESSAGES.groupEntryRequired;
      return null;
    case 'type':
      return claim.type !== 'new-group-member' || has(rights.groupEnrollments, claim.group_id) ? null : MESSAGES.groupEntryRequired;
    case 'agent_id':
      return claim.agent_id === null || claim.agent_id === undefined || rights.agents.has(claim.agent_id) ? null : MESSAGES.storefrontIdInvalid;
    case 'group_id':
      return claim.group_id === null || claim.group_id === undefined || rights.groups.has(claim.group_id) ? null : MESSAGES.chooseGroup;
    case 'open_type':
      return claim.open_type !== 'agent' && claim.open_type !== 'group' ? null : rights.openTypes.has(claim.open_type) ? null : MESSAGES.choice;
  }
}

const ORDER: readonly ClaimField[] = ['eprocess', 'type', 'agent_id', 'group_id', 'open_type'];

/**
 * The field errors of a claim beyond the caller's rights, in the order eprocess, type, agent_id,
 * group_id, open_type. With `changed` (a change of an existing enrollment), only what the change
 * touches is judged: a changed field, and a process or type whose rep or group changed to another
 * (moving to no group asks for nothing); what the enrollment already carried is not asked for again.
 */
export function claimErrors(rights: Entitlements, claim: Claim, changed?: ReadonlySet<ClaimField>): FieldError[] {
  const judged = (field: ClaimField) => !changed || changed.has(field)
    || DEPENDS_ON[field].some((on) => changed.has(on) && claim[on] !== null && claim[on] !== undefined);
  return ORDER.filter(judged).flatMap((field) => {
    const message = refusal(rights, claim, field);
    return message ? [{ target_element: field, error_message: message }] : [];
  });
}

/** The fields of `next` that differ from `current` (a change of an existing enrollment). */
export function changedFields(current: Claim, next: Claim): Set<ClaimField> {
  return new Set(ORDER.filter((field) => next[field] !== undefined && next[field] !== current[field]));
}

/** An enrollment as the quote rule reads it. */
export interface QuotedEnrollment { eprocess: Eprocess; shop_eprocess: Eprocess | null; agent_id: number | null; group_id: number | null }

/**
 * Whether the principal may preview or send the enrollment's personalised quote (storefront.md
 * section 6; issue 13 finding 6): the signed-in rep of a rep enrollment, or the signed-in group
 * admin of a group enrollment, that it was shopped under (the process kept at the first checkout).
 */
export function mayQuote(principal: { role: PortalRole; ref: number } | null, enrollment: QuotedEnrollment): boolean {
  const process = shoppingProcess(enrollment);
  if (principal?.role === 'agent') return process === 'rep' && enrollment.agent_id === principal.ref;
  if (principal?.role === 'group') return process === 'group' && enrollment.group_id === principal.ref;
  return false;
}
