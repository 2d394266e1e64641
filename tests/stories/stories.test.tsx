import { composeStories, setProjectAnnotations } from '@storybook/react';
import type { Meta, StoryFn } from '@storybook/react';
import { render, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import preview from '../../.storybook/preview';

setProjectAnnotations(preview);

type StoryModule = { default: Meta } & Record<string, StoryFn>;
type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const modules = import.meta.glob<StoryModule>('../../stories/**/*.stories.tsx', { eager: true });

function controlsOf(container: HTMLElement): Control[] {
  return [...container.querySelectorAll<Control>('input, select, textarea')];
}

/** A control a user can identify: named by a label with text, or by aria. */
function isLabelled(control: Control): boolean {
  const labels = [...(control.labels ?? [])].filter((label) => label.textContent?.trim());
  return labels.length > 0 || Boolean(control.getAttribute('aria-label') || control.getAttribute('aria-labelledby'));
}

/**
 * Whether the state a story is named after shows, so a story that lost its state fails:
 * Invalid / *Submitted / WithHint show an error at an invalid control, ReadOnly shows nothing
 * editable, Required shows the required marker. Other stories have no named state.
 */
function showsItsState(name: string, container: HTMLElement): boolean {
  const controls = controlsOf(container);
  if (name === 'Invalid' || name.endsWith('Submitted') || name === 'WithHint') {
    return container.querySelector('[aria-invalid="true"]') !== null && Boolean(container.querySelector('.bs-field__error')?.textContent);
  }
  if (name === 'ReadOnly') return controls.every((c) => c.disabled || ('readOnly' in c && c.readOnly));
  if (name === 'Required') return container.querySelector('.bs-label--required') !== null;
  return true;
}

const files = Object.entries(modules).map(([path, module]) => [path.replace('../../stories/', ''), module] as const);

test('every story file is found', () => {
  expect(files.length).toBeGreaterThanOrEqual(21);
});

describe.each(files)('%s', (_path, module) => {
  test.each(Object.entries(composeStories(module)))('%s renders its labelled inputs', async (name, Story) => {
    const { container } = render(<Story />);
    const controls = controlsOf(container);
    expect(controls.length).toBeGreaterThan(0);
    expect(controls.filter((control) => !isLabelled(control)).map((control) => control.id)).toEqual([]);
    await waitFor(() => expect(showsItsState(name, container)).toBe(true));
  });
});
