/**
 * The English texts of src/storefront/homes's screens (issue 16 item 3), one group per screen file,
 * so a second language (issue 18) is a second object of the same shape. A module per folder, so a
 * route's chunk carries only its own texts. Spec texts are spelled exactly as spec/storefront.md
 * writes them; `{name}` marks a value filled in by fill() (schemas/uiText/fill.ts) or FilledText.
 */
import { localizable } from '../../i18n/localizable';
export const STOREFRONT_HOMES_TEXT = localizable('storefront/homes', {
  agentHome: {
    repHome: 'Rep home',
    whoDoYouWantTo: 'Who do you want to enroll for?',
    newMember: 'New Member',
    currentMember: 'Current Member',
    platform: 'Platform',
    selectAPlatform: 'Select a platform',
    next: 'Next',
    platformLabel: 'Platform:',
    enrollForAGroup: 'Enroll for a group',
    group: 'Group',
    selectAGroup: 'Select a group',
    enroll: 'Enroll',
    enrollANewMember: 'Enroll a new member',
    enrollNewMemberFor: 'Enroll new member for',
    chooseAnOption: 'Choose an option',
    startNewMemberEnrollment: 'Start New Member Enrollment',
    startDirectEnrollment: 'Start Direct Enrollment',
    back: 'Back',
    directNoGroup: 'Direct (no group)',
  },
  groupHome: {
    welcome: 'Welcome',
    whoDoYouWantTo: 'Who do you want to enroll for?',
    platform: 'Platform',
    selectAPlatform: 'Select a platform',
    newMember: 'New Member',
    currentMember: 'Current Member',
    groupHome: 'Group home',
    welcomeGroup: 'Welcome, {name}',
  },
  memberBenefitStore: {
    memberBenefitStore: 'Member benefit store',
    signIn: 'Sign in',
    preparingThePlans: 'Preparing the plans…',
  },
  memberHome: {
    welcome: 'Welcome, {firstName} {lastName}',
    chooseTheTierYouWant: 'Choose the tier you want to shop for.',
    memberHome: 'Member home',
    loading: 'Loading…',
  },
  memberTable: {
    searchByNamePolicyOr: 'Search by name, policy or e-mail',
    oneMember: '1 member',
    members: '{count} members',
    noMembersFound: 'No members found.',
    caption: 'Current members, page {current} of {pages}',
    name: 'Name',
    dateOfBirth: 'Date of birth',
    policy: 'Policy',
    plans: 'Plans',
    action: 'Action',
    notActive: '{planStatus} (not active)',
    enrollNowFor: 'Enroll Now: {name}',
    enrollNow: 'Enroll Now',
    memberTablePages: 'Member table pages',
    previous: 'Previous',
    page: 'Page {number}',
    next: 'Next',
  },
  selectMemberPage: {
    currentMembers: 'Current Members',
    loadingMembers: 'Loading members…',
  },
  signInFirst: {
    pleaseSignIn: 'Please sign in',
    thisPageIsForSigned: 'This page is for signed-in reps, group administrators and members.',
    signIn: 'Sign in',
  },
  signInPage: {
    signIn: 'Sign in',
    repsGroupAdministratorsAndMembers: 'Reps, group administrators and members sign in with the e-mail address of their portal account.',
    eMailAddress: 'E-mail address',
    password: 'Password',
  },
  signOutButton: {
    signOut: 'Sign out',
  },
  tierDialog: {
    chooseATier: 'Choose a tier',
    enrollFor: 'Enroll {name} for the tier you choose.',
  },
  tierSelect: {
    chooseTier: 'Choose Tier',
    selectATier: 'Select a tier',
  },
} as const);

/** The shape a translation of these texts fills in. */
export type StorefrontHomesText = { readonly [G in keyof typeof STOREFRONT_HOMES_TEXT]: { readonly [K in keyof (typeof STOREFRONT_HOMES_TEXT)[G]]: string } };
