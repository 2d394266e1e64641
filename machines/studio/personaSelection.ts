/**
 * The preview's persona selection (issue 15, "Preview as"): the studio lists the demo enrollments
 * a draft may be previewed as, the person chooses one (or none: the draft's own empty form), and
 * the preview renders the draft with that persona's saved values of the form. A choice made while
 * another persona loads replaces it (the last choice wins); a failed read keeps the list and says so.
 *
 * The app provides the actors `listPersonas` (-> Persona[]) and `loadPersona` (persona id ->
 * its values of the form, secrets masked by the server).
 */
import { assign, setup } from 'xstate';
import { notProvided } from '../effects';
import { messageOf } from './failures';

/** A demo enrollment the preview may render a draft as (the admin API's persona). */
export interface PreviewPersona { id: string; code: string; name: string }

/** A persona's saved values of the form being previewed. */
export type PersonaValues = Record<string, unknown>;

export interface PersonaSelectionContext {
  personas: PreviewPersona[];
  /** The chosen persona's id ('' for none). */
  chosen: string;
  values: PersonaValues | null;
  error: string | null;
}

export type PersonaSelectionEvent = { type: 'persona.choose'; id: string } | { type: 'persona.retry' };

/** Choosing: none clears the values, a listed persona loads its values (again when chosen again). */
const choose = [
  { guard: 'choseNone', target: '#personaSelection.blank', actions: 'clearChoice' },
  { guard: 'listed', target: '#personaSelection.loading', reenter: true, actions: 'setChoice' },
] as const;

/** The persona selection machine; see the file comment for the actors to provide. */
export const personaSelectionMachine = setup({
  types: {
    context: {} as PersonaSelectionContext,
    events: {} as PersonaSelectionEvent,
    /** busy: a call is out; unlisted: no list to choose from yet; noOne: listed, nobody chosen; persona: a persona's values shown. */
    tags: {} as 'busy' | 'unlisted' | 'noOne' | 'persona',
  },
  actors: {
    listPersonas: notProvided<PreviewPersona[], void>('listPersonas'),
    loadPersona: notProvided<PersonaValues, string>('loadPersona'),
  },
  guards: {
    choseNone: ({ event }) => event.type === 'persona.choose' && event.id === '',
    listed: ({ context, event }) => event.type === 'persona.choose' && context.personas.some((p) => p.id === event.id),
  },
  actions: {
    clearChoice: assign({ chosen: '', values: null, error: null }),
    setChoice: assign({ chosen: ({ event }) => (event.type === 'persona.choose' ? event.id : ''), values: null, error: null }),
  },
}).createMachine({
  id: 'personaSelection',
  context: { personas: [], chosen: '', values: null, error: null },
  initial: 'listing',
  states: {
    listing: {
      tags: ['busy', 'unlisted'],
      invoke: {
        id: 'listPersonas',
        src: 'listPersonas',
        onDone: { target: 'blank', actions: assign({ personas: ({ event }) => event.output, error: null }) },
        onError: { target: 'listFailed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    listFailed: { tags: ['unlisted'], on: { 'persona.retry': 'listing' } },
    blank: { tags: ['noOne'], on: { 'persona.choose': choose } },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadPersona',
        src: 'loadPersona',
        input: ({ context }) => context.chosen,
        onDone: { target: 'shown', actions: assign({ values: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
      on: { 'persona.choose': choose },
    },
    shown: { tags: ['persona'], on: { 'persona.choose': choose } },
    failed: { on: { 'persona.choose': choose, 'persona.retry': { target: 'loading', actions: assign({ error: null }) } } },
  },
});
