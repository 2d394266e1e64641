import { lazy, Suspense, useCallback, useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import type { Payload } from '../../../adapters';
import { editedItem } from '../../../adapters/listItems';
import type { ListItem, ListItems, ListPolicy, ValidateItemInput } from '../../../machines/listStep';
import type { SavedTab, TabName } from '../../../schemas/tabs';
import type { FormValues } from '../../../adapters';
import { whenIdle } from '../../app/whenIdle';
import { draftNotice, forgetDraft, keepDraft } from '../../session';
import { useLanguage } from '../../shared/text/language';
import type { StepContext } from '../loadStepContext';
import { SaveLater } from '../SaveLater';
import { StepShell } from '../StepShell';
import { useStepFlow } from '../useStepFlow';
import { ItemList } from './ItemList';
import type { ItemForm } from './loadList';
import { useListStep, type ListStepBinding } from './useListStep';
// oxlint-disable-next-line import/no-unassigned-import -- the list step's stylesheet loads with its screens
import './list.css';

// The add or edit popup and its form engine (RJSF) load after the list's first paint: a list
// step shows no form until a popup opens (issue 17). A popup opened before then waits for them.
const itemFormModalCode = () => import('./ItemFormModal');
const ItemFormModal = lazy(() => itemFormModalCode().then((m) => ({ default: m.ItemFormModal })));
const preloadItemFormModal = () => void itemFormModalCode().catch(() => undefined);

/** What differs between list steps, as data and small pure functions. */
export interface ListStepConfig {
  tab: TabName;
  /** Page heading. */
  title: string;
  /** The saved_tab Save & Continue Later files the list under. */
  savedTab: SavedTab;
  /** The list's accessible name. */
  listLabel: string;
  emptyText: string;
  addLabel: string;
  /** An item's title in the list ('Beneficiary #n: first last'). */
  itemTitle: (item: ListItem, index: number) => string;
  /** The popup's title for the item at `index` (a new one's index is the list's length). */
  popupTitle: (index: number, isNew: boolean) => string;
  /** The tab's data in wire shape (what Save & Continue Later sends), e.g. {beneficiaries}. */
  toData: (items: ListItems) => Payload;
}

/** A list step ready to bind: where it sits in the wizard, its item form, and its starting items. */
export interface LoadedList extends StepContext, ItemForm {
  items: ListItem[];
  /** The items include what was kept in this browser when the session ended. */
  restoredDraft: boolean;
}

export interface ListStepProps<B extends ListStepBinding = ListStepBinding> {
  config: ListStepConfig;
  loaded: LoadedList;
  policy: ListPolicy;
  /** The server's check of one item (validate-single-*): resolves when valid, rejects with its field errors. */
  validateItem: (input: ValidateItemInput) => Promise<unknown>;
  /** Next: saves the whole list (rejects with field errors). */
  save: (items: ListItems) => Promise<unknown>;
  /** After every change of the items (e.g. dependents' save-to-temp). */
  persist?: (items: ListItems) => void;
  /** Above the list (e.g. the premier spouse question). */
  intro?: (list: B) => ReactNode;
  /** Replaces the add button (e.g. Add Spouse / Add Child sending list.add with a preset). */
  addActions?: (list: B) => ReactNode;
  /** Notes beside the policy's own (e.g. 'You can proceed further clicking next button'). */
  notes?: (list: B) => readonly ListNote[];
  /** Replaces the Save & Continue Later button (e.g. one that first checks every item). */
  extra?: (list: B) => ReactNode;
  /** The colour of the Next block's note, told by the rule that blocks (e.g. the dependents' red L713 rule); none: the notes' own. */
  blockTone?: (list: B) => NoteTone | null;
}

export type NoteTone = 'error' | 'success';
/** A note beside the list, with its colour when it has one of its own (e.g. the dependents' green go-ahead). */
export interface ListNote { message: string; tone: NoteTone | null }

/** The notes under the list: why no add, why no Next (with its rule's colour), then the step's own; each text once. */
function notesOf<B extends ListStepBinding>(list: B, notes: ListStepProps<B>['notes'], blockTone: ListStepProps<B>['blockTone']): ListNote[] {
  const { add, next } = list.controls;
  const all: (ListNote | null)[] = [
    !add.shown && add.block ? { message: add.block, tone: null } : null,
    next.block ? { message: next.block, tone: blockTone?.(list) ?? null } : null,
    ...(notes?.(list) ?? []),
  ];
  const byText = new Map<string, ListNote>();
  for (const note of all) if (note && note.message && !byText.has(note.message)) byText.set(note.message, note);
  return [...byText.values()];
}

/** The item the open popup starts from, and whether it adds one. */
function popupOf(list: ListStepBinding): { item: ListItem | null; index: number; isNew: boolean } | null {
  const { mode } = list.controls;
  if (mode === 'list') return null;
  const { draft, editIndex } = list.snapshot.context;
  return mode === 'adding' ? { item: draft, index: list.items.length, isNew: true } : { item: draft, index: editIndex ?? 0, isNew: false };
}

/** What a list step's body and its list machine share: Next hands the items to the body's tab flow. */
export interface ListHost {
  flowRef: RefObject<ReturnType<typeof useStepFlow> | null>;
  topRef: RefObject<HTMLDivElement | null>;
  /** Focuses the error area at the top, so a failure is seen and heard. */
  focusTop: () => void;
  /** The list machine's `continue`: the tab flow saves the items, or the error area takes focus. */
  onContinue: (items: ListItems) => void;
}

/** The host of one list step: call it beside the hook that runs the list's machine, and give both to ListStepBody. */
export function useListHost(): ListHost {
  const flowRef = useRef<ReturnType<typeof useStepFlow> | null>(null);
  const topRef = useRef<HTMLDivElement>(null);
  const focusTop = useCallback(() => topRef.current?.focus(), []);
  const onContinue = useCallback((items: ListItems) => {
    if (!flowRef.current?.submit({ items: [...items] })) focusTop();
  }, [focusTop]);
  return { flowRef, topRef, focusTop, onContinue };
}

/** One list step bound to the generic list step machine (beneficiaries); see ListStepBody. */
export function ListStep(props: ListStepProps) {
  const host = useListHost();
  const { loaded, policy, validateItem, persist } = props;
  const list = useListStep({ items: loaded.items, policy, validateItem, persist, messages: loaded.formIn(useLanguage()).messages, onContinue: host.onContinue });
  return <ListStepBody {...props} list={list} host={host} />;
}

/**
 * One list step (DESIGN.md "a list tab gets one list screen bound to its machine"): the step
 * shell, the items with edit and delete, the add button while the policy allows an add, the
 * policy's notes, an add or edit popup with the item's engine form, and Back, Save & Continue
 * Later and Next through the tab flow (useStepFlow). Next shows while the policy lets it go on;
 * a failed save shows its last message in the error area at the top. Rules come from `policy`
 * (machines/); this component only wires effects. `list` is the bound list machine (useListStep,
 * or the list child of a larger machine such as the dependents').
 */
export function ListStepBody<B extends ListStepBinding>(
  { list, host, config, loaded, save, intro, addActions, notes, extra, blockTone }: ListStepProps<B> & { list: B; host: ListHost },
) {
  const { flowRef, topRef, focusTop } = host;
  const listRef = useRef<HTMLElement>(null);
  const formId = `${useId()}-item`;
  // The item form in the language shown: a switch with a popup open says its texts in it at once (the popup keeps its values).
  const form = loaded.formIn(useLanguage());
  const flow = useStepFlow({
    tab: config.tab, enrollmentId: loaded.enrollmentId, navArray: loaded.navArray, enrollType: loaded.enrollType,
    blockReason: list.controls.next.reason,
    save: (values) => save(values.items as ListItem[]),
  });
  useEffect(() => {
    flowRef.current = flow;
  });
  // What the session-end keeper reads: the items of the latest render.
  const itemsRef = useRef(list.items);
  useEffect(() => {
    itemsRef.current = list.items;
  }, [list.items]);
  useEffect(() => {
    if (loaded.restoredDraft) forgetDraft(loaded.enrollmentId, config.tab);
  }, [loaded, config.tab]);
  // The popup's code loads once the list has painted and the page is idle, not before the first paint.
  useEffect(() => whenIdle(preloadItemFormModal), []);

  const { controls, items, send } = list;
  // A failed save: its last message at the top (spec section 8), focused so it is seen and heard.
  const failure = flow.generalError ?? flow.fieldErrors.at(-1)?.error_message ?? null;
  useEffect(() => {
    if (failure) focusTop();
  }, [failure, focusTop]);
  // A closed popup returns focus to its opener; when that is gone (the add button at the limit, a deleted item), the list takes it.
  useEffect(() => {
    if (controls.mode === 'list' && (document.activeElement === document.body || !document.activeElement?.isConnected)) listRef.current?.focus();
  }, [controls.mode]);

  const popup = popupOf(list);
  const popupErrors = controls.mode === 'editing' ? list.snapshot.context.editErrors : list.snapshot.context.addErrors;
  const noted = notesOf(list, notes, blockTone);
  const busy = flow.busy || controls.validating;

  return (
    <StepShell
      tab={config.tab}
      title={config.title}
      navArray={loaded.navArray}
      messages={[]}
      notice={loaded.restoredDraft ? draftNotice(config.tab) : null}
      onSessionEnd={() => keepDraft(loaded.enrollmentId, config.tab, { items: itemsRef.current } as unknown as FormValues)}
      busy={flow.busy}
      onBack={flow.back}
      extra={extra ? extra(list) : <SaveLater enrollmentId={loaded.enrollmentId} savedTab={config.savedTab} data={config.toData(items)} disabled={busy} />}
      next={{ onClick: () => send({ type: 'list.continue' }) }}
      nextHidden={!controls.next.shown}
      nextDisabled={!controls.next.enabled}
      nextTitle={controls.next.title ?? undefined}
    >
      <div className="alert alert--error list-step__failure" role="alert" ref={topRef} tabIndex={-1}>{failure}</div>
      {intro?.(list)}
      <ItemList label={config.listLabel} items={items} titleOf={config.itemTitle} emptyText={config.emptyText} controls={controls} busy={busy}
        onEdit={(index) => send({ type: 'list.edit', index })} onDelete={(index) => {
          send({ type: 'list.delete', index });
          // The next item's button takes the deleted one's place: focus the list, so a second Enter deletes nothing by surprise.
          listRef.current?.focus();
        }}
        regionRef={listRef} />
      {addActions ? addActions(list) : controls.add.shown && (
        <p className="list-step__add">
          <button type="button" className="btn btn--secondary" disabled={busy || !controls.add.enabled} title={controls.add.title ?? undefined}
            onClick={() => send({ type: 'list.add' })}>
            {config.addLabel}
          </button>
        </p>
      )}
      <output className="list-step__notes">
        {noted.length > 0 && <ul className="alert__list">{noted.map(({ message, tone }) => <li key={message} className={tone ? `list-step__note--${tone}` : undefined}>{message}</li>)}</ul>}
      </output>
      {popup && (
        <Suspense fallback={null}>
          <ItemFormModal key={`${controls.mode}-${popup.index}`} title={config.popupTitle(popup.index, popup.isNew)} id={formId}
            form={form} validation={loaded.validation} item={popup.item} errors={popupErrors} busy={controls.validating}
            onCancel={() => send({ type: 'list.cancel' })}
            onSubmit={(edited) => send({ type: 'list.submit', item: popup.isNew ? edited : editedItem(form, popup.item, edited) })} />
        </Suspense>
      )}
    </StepShell>
  );
}
