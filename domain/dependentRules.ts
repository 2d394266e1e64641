/**
 * The dependent rules (enrollment.md sections 4, 5 and 9), pure and shared: the list step's policy
 * in the browser and the server's checks of save-dependent-info and of completion. The tier (IO,
 * IS, IC, IF), whether the cart holds the premier plan and the answer to the premier spouse
 * question decide which relationship the next dependent gets (read-only in its form), whether one
 * may be added (at most 9; IS a single spouse) and when Next may go on (IF at least 2, IC 1, IS 1;
 * premier IC exactly one child, else the red L713 message).
 */
import { MESSAGES } from '../schemas/messages';
import { RULES } from '../schemas/rules';
import type { ListItem, ListItems, ListPolicy } from './listPolicy';
import { ENROLLMENT_TEXT } from '../schemas/uiText/enrollment';
import { fill } from '../schemas/uiText/fill';
import { textsIn } from '../schemas/i18n/localizable';
import { pluralOf } from '../schemas/i18n/formats';

/** The list items' titles (schemas/uiText/enrollment.ts), read when a title is made: in the language shown. */
const TITLES = ENROLLMENT_TEXT.listTitles;
/** English: the server says its messages in English and translates them on the way out. */
const WORDS = textsIn('en', ENROLLMENT_TEXT.relationshipWords);


export type Relationship = 'spouse' | 'child';
/** The premier spouse question's answer: not asked (or not yet answered), yes or no. */
export type SpouseAnswer = 'yes' | 'no' | null;

/** What the dependent rules depend on besides the list itself. */
export interface DependentSetting {
  tier: string;
  premier: boolean;
  spouse: SpouseAnswer;
  /** Most dependents: the form's limit when a layer set one, else the rule table's (9). */
  maxItems?: number;
}

/** The tier's heading (section 9): IC reads 'Member + 1 Child' with a premier plan. */
export function tierHeading(tier: string, premier: boolean): string {
  switch (tier) {
    case 'IS': return 'Member + Spouse';
    case 'IC': return premier ? 'Member + 1 Child' : 'Member + Children';
    case 'IF': return 'Family';
    default: return 'Member Only';
  }
}

/** A dependent's relationship ('spouse' or 'child'; anything else is neither). */
export function relationshipOf(item: ListItem): string {
  const info = (item.primary_info ?? item) as Record<string, unknown>;
  return typeof info.relationship === 'string' ? info.relationship.toLowerCase() : '';
}

const count = (items: ListItems, relationship: Relationship) => items.filter((item) => relationshipOf(item) === relationship).length;

/** Whether the spouse question is asked: a premier plan on tier IF (section 4). */
export function asksSpouse(setting: Pick<DependentSetting, 'tier' | 'premier'>): boolean {
  return setting.premier && setting.tier === 'IF';
}

/** What the spouse question's start depends on: the setting, the list the step starts with, and who enrolls. */
export interface SpouseStartInput extends Pick<DependentSetting, 'tier' | 'premier'> {
  items: ListItems;
  /** A member already enrolled (their spouse, when on the list, means the question is never asked). */
  existingMember: boolean;
  /** A No given before is remembered (the browser's marker). */
  declined: boolean;
}

/**
 * The spouse question as a step starts (machines/dependents; the server's static copy reads it
 * too): asked only for premier IF, skipped for a member with a spouse; a non-empty list keeps the
 * earlier answer (No when one was given and no spouse is listed). Asking: neither answered nor skipped.
 */
export function spouseAtStart(input: SpouseStartInput): { answer: SpouseAnswer; skip: boolean; asking: boolean } {
  const asks = asksSpouse(input);
  const skip = !asks || (input.existingMember && count(input.items, 'spouse') > 0);
  const answer: SpouseAnswer = asks && (skip || input.items.length > 0) ? (input.declined && count(input.items, 'spouse') === 0 ? 'no' : 'yes') : null;
  return { answer, skip, asking: answer === null && !skip };
}

/**
 * The next dependent's relationship: IS forces the spouse, IC the child; IF the spouse while none
 * exists (unless the spouse question was answered No), then children.
 */
export function nextRelationship(items: ListItems, setting: DependentSetting): Relationship {
  if (setting.tier === 'IS') return 'spouse';
  if (setting.tier === 'IC') return 'child';
  if (setting.spouse === 'no') return 'child';
  return count(items, 'spouse') === 0 ? 'spouse' : 'child';
}

/** Dependents Next needs (section 9): IF 2, IC 1, IS 1, none for IO. */
export function dependentsNeeded(tier: string): number {
  if (tier === 'IF') return 2;
  return tier === 'IC' || tier === 'IS' ? 1 : 0;
}

/** Why the list breaks the tier's relationship rules, or null. */
function relationshipBlock(items: ListItems, setting: DependentSetting): string | null {
  const spouses = count(items, 'spouse');
  const children = count(items, 'child');
  // The word is the catalog's, so the message's translation can say it too (adapters/messageOverrides.ts translates a filled-in value).
  const wrong = (relationship: keyof typeof WORDS) => MESSAGES.dependentRelationship.replace('{relationship}', WORDS[relationship]);
  if (spouses + children < items.length) return wrong('dependent');
  if (setting.tier === 'IS') return children > 0 ? wrong('child') : spouses > 1 ? MESSAGES.dependentSingleSpouse : null;
  if (setting.tier === 'IC') return spouses > 0 ? wrong('spouse') : null;
  if (spouses > 1 || (spouses > 0 && setting.spouse === 'no')) return wrong('spouse');
  return null;
}

/** The setting's most dependents. */
const maxDependents = (setting: DependentSetting): number => setting.maxItems ?? RULES.listLimits.dependents;

/** Why no dependent may be added now: 9 exist, or tier IS has its spouse. */
export function dependentAddBlock(items: ListItems, setting: DependentSetting): string | null {
  if (items.length >= maxDependents(setting)) return MESSAGES.listFull;
  if (setting.tier === 'IS' && count(items, 'spouse') >= 1) return MESSAGES.dependentSingleSpouse;
  return null;
}

/** The L713 rule: a premier plan's Member + 1 Child covers one child (its message shows in red). */
export function breaksL713(items: ListItems, setting: DependentSetting): boolean {
  return setting.premier && setting.tier === 'IC' && count(items, 'child') > 1;
}

/** Why Next may not go on: the L713 rule, the relationships, more than 9, or too few for the tier. */
export function dependentContinueBlock(items: ListItems, setting: DependentSetting): string | null {
  if (breaksL713(items, setting)) return MESSAGES.dependentL713;
  const relationships = relationshipBlock(items, setting);
  if (relationships) return relationships;
  if (items.length > maxDependents(setting)) return MESSAGES.tooManyItems;
  const needed = dependentsNeeded(setting.tier);
  // The plural form by Intl's rules for English, the language the rules speak (a translation follows the message).
  return items.length < needed ? pluralOf(needed, { one: MESSAGES.dependentNeeded, other: MESSAGES.dependentsNeeded }, 'en').replace('{count}', String(needed)) : null;
}

/** The dependent list's policy for the list step machine, for one setting. */
export function dependentPolicy(setting: DependentSetting): ListPolicy {
  return {
    maxItems: maxDependents(setting),
    addBlock: (items) => dependentAddBlock(items, setting),
    continueBlock: (items) => dependentContinueBlock(items, setting),
  };
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** 'Dependent #n: first last (Spouse)' (n from 1). */
export function dependentTitle(item: ListItem, index: number): string {
  const info = (item.primary_info ?? item) as Record<string, unknown>;
  const name = [text(info.first_name), text(info.last_name)].filter(Boolean).join(' ');
  const relationship = relationshipOf(item);
  const template = relationship === 'spouse' ? TITLES.dependentSpouse : relationship ? TITLES.dependentChild : TITLES.dependent;
  return fill(template, { number: index + 1, name });
}
