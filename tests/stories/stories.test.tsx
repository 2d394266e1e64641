/**
 * Every story renders what its args say: each control labelled, and the story's state shown.
 * A field story shows its field under its title, with its value, read-only, required and error
 * states; a tab story shows every field its portal's definitions make visible; the nested
 * story shows its groups and rows. A story that lost its state fails here.
 */
import { composeStories, setProjectAnnotations } from '@storybook/react';
import type { Meta, StoryFn } from '@storybook/react';
import { render, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import preview from '../../.storybook/preview';
import { buildForm, initialValues, rowsOf, titleFromName, visibleFields } from '../../adapters';
import { CATALOG, type FieldDefinition, type FormName, type TabCatalog } from '../../schemas/catalog';
import type { FieldStoryProps } from '../../stories/fixtures/FieldStory';
import { demoDefinitions } from '../../stories/fixtures/definitions';
import type { FormHarnessProps } from '../../stories/fixtures/FormHarness';
import type { TabStoryProps } from '../../stories/fixtures/TabStory';
import { translateText } from '../../schemas/i18n/localizable';

setProjectAnnotations(preview);

type StoryModule = { default: Meta } & Record<string, StoryFn>;
type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const modules = import.meta.glob<StoryModule>('../../stories/**/*.stories.tsx', { eager: true });

const controlsOf = (container: HTMLElement): Control[] => [...container.querySelectorAll<Control>('input, select, textarea')];
const labelText = (container: HTMLElement) => [...container.querySelectorAll('label, legend')].map((l) => l.textContent?.trim() ?? '');
const errorText = (container: HTMLElement) => [...container.querySelectorAll('.bs-field__error')].map((e) => e.textContent?.trim() ?? '').filter(Boolean);

/** A control a user can identify: named by a label with text, or by aria. */
function isLabelled(control: Control): boolean {
  const labels = [...(control.labels ?? [])].filter((label) => label.textContent?.trim());
  return labels.length > 0 || Boolean(control.getAttribute('aria-label') || control.getAttribute('aria-labelledby'));
}

/** The value a control shows: its text, its selected option, or the value of a checked box. */
function shows(container: HTMLElement, value: string): boolean {
  return controlsOf(container).some((c) => (c instanceof HTMLInputElement && (c.type === 'radio' || c.type === 'checkbox') ? c.checked && (c.value === value || value === '1') : c.value === value));
}

function expectFieldStory(args: FieldStoryProps, container: HTMLElement): void {
  const title = CATALOG[args.tab]?.[args.field]?.title ?? args.hint?.title ?? titleFromName(args.field);
  expect(labelText(container)).toContain(translateText(title));
  if (typeof args.value === 'string' && args.value !== '') expect(shows(container, args.value)).toBe(true);
  if (args.readOnly) expect(controlsOf(container).every((c) => c.disabled || ('readOnly' in c && c.readOnly))).toBe(true);
  if (args.required && !args.readOnly) expect(container.querySelector('.bs-label--required')).not.toBeNull();
  if (args.serverError) expect(errorText(container)).toContain(args.serverError);
  if (args.submitted) expect(errorText(container).length).toBeGreaterThan(0);
  if (!args.submitted && !args.serverError) expect(errorText(container)).toEqual([]);
}

/**
 * Every field the definitions make visible for their saved values shows its title, each list
 * shows its saved rows, and offers to add one only below its limit.
 */
function expectFormStory(name: string, catalog: TabCatalog, definitions: FieldDefinition[], container: HTMLElement, submitted: boolean, serverErrors = 0): void {
  const form = buildForm(name, catalog, definitions);
  const values = initialValues(form, definitions);
  const shown = visibleFields(form, values);
  const labels = labelText(container);
  // In the story's language (an `inSpanish` story shows the catalog's Spanish).
  for (const field of shown) expect(labels).toContain(translateText(field.spec.title));
  // A fixed list holds exactly its rows and offers no add; any list holds at least the rows it always shows.
  const lists = shown.filter((f) => f.kind === 'list').map((f) => {
    const rows = rowsOf(f, values[f.name]).length;
    return { rows, max: f.rows ? rows : (f.spec.items?.maxItems ?? Infinity) };
  });
  expect(container.querySelectorAll('.bs-list__item')).toHaveLength(lists.reduce((sum, l) => sum + l.rows, 0));
  expect(container.querySelectorAll('.bs-list__add')).toHaveLength(lists.filter((l) => l.rows < l.max).length);
  if (submitted || serverErrors > 0) expect(errorText(container).length).toBeGreaterThan(0);
  else expect(errorText(container)).toEqual([]);
}

function expectStory(args: Record<string, unknown>, container: HTMLElement): void {
  if ('field' in args) return expectFieldStory(args as unknown as FieldStoryProps, container);
  if ('portal' in args) {
    const { tab, portal, filled = true, submitted = false } = args as unknown as TabStoryProps;
    return expectFormStory(tab, CATALOG[tab as FormName], demoDefinitions(portal, tab, filled), container, submitted);
  }
  const harness = args as unknown as FormHarnessProps;
  expectFormStory(harness.tab, harness.catalog ?? CATALOG[harness.tab as FormName], harness.definitions, container, Boolean(harness.submitted), harness.serverErrors?.length);
}

/** A story's own check of what it shows: the problems found, none when it shows its state. */
type StoryProblems = (args: Record<string, unknown>, container: HTMLElement) => string[];

/**
 * What is wrong with the state a story shows: a story outside the form engine says it itself
 * (parameters.storyProblems); the others are checked by their args here (and fail in expectStory).
 */
function storyProblems(args: Record<string, unknown>, parameters: unknown, container: HTMLElement): string[] {
  const problemsOf = (parameters as { storyProblems?: StoryProblems } | undefined)?.storyProblems;
  if (problemsOf) return problemsOf(args, container);
  expectStory(args, container);
  return [];
}

const files = Object.entries(modules).map(([path, module]) => [path.replace('../../stories/', ''), module] as const);

test('every story file is found', () => {
  expect(files.length).toBeGreaterThanOrEqual(22);
});

describe.each(files)('%s', (_path, module) => {
  test.each(Object.entries(composeStories(module)))('%s renders its labelled inputs and its state', async (_name, Story) => {
    const { container } = render(<Story />);
    // A view that is no form (tiles, a summary, a receipt) says so (parameters.noInputs); its buttons must have names.
    const noInputs = Boolean((Story.parameters as { noInputs?: boolean } | undefined)?.noInputs);
    // A storefront form the engine renders on demand (src/engine/onDemand.tsx) shows its controls once its code has loaded.
    await waitFor(() => expect(noInputs || controlsOf(document.body).length > 0).toBe(true));
    // The whole page: a dialog is portaled out of the story's container.
    const controls = controlsOf(document.body);
    expect(noInputs || controls.length > 0).toBe(true);
    expect([...document.body.querySelectorAll('button')].filter((button) => !(button.getAttribute('aria-label') || button.textContent?.trim()))).toEqual([]);
    expect(controls.filter((control) => !isLabelled(control)).map((control) => control.id)).toEqual([]);
    await waitFor(() => expect(storyProblems(Story.args as Record<string, unknown>, Story.parameters, container)).toEqual([]));
  });
});
