import { useMachine } from '@xstate/react';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { draftEditorMachine, sameLayer, type DraftSave } from '../../../machines/studio';
import type { FormViewData, StaffData } from '../../../schemas/api/adminTypes';
import type { FieldError } from '../../../schemas/api/types';
import { catalogOf, type DefinedForm } from '../../../schemas/forms/customTabs';
import type { FieldProp, FieldProps } from '../../../schemas/forms/definition';
import { mayEdit } from '../../../schemas/forms/staff';
import { defaultListLimit } from '../../../schemas/rules';
import { adminCheckDraft } from '../../api/adminCheckDraft';
import { adminDiscardDraft } from '../../api/adminDiscardDraft';
import { adminDryRun } from '../../api/adminDryRun';
import type { FormScope } from '../../api/adminPath';
import { adminPublishDraft } from '../../api/adminPublishDraft';
import { adminReadForm } from '../../api/adminReadForm';
import { adminSaveDraft } from '../../api/adminSaveDraft';
import { useStructuralShare } from '../../engine/structuralShare';
import { Preview } from '../preview/Preview';
import { scanPreview } from '../preview/scanPreview';
import { PublishDialog } from '../publish/PublishDialog';
import { useAnnounce } from '../shell/announce';
import { useLeaveGate } from '../shell/leaveGuard';
import { T } from '../text';
import { AddFieldForm } from './AddFieldForm';
import { CheckList } from './CheckList';
import { fieldButtonId, FieldList } from './FieldList';
import { PropertyPanel } from './PropertyPanel';
import { TabPanel, tabKindOf, type TabPanelProps } from './TabPanel';
import { propInputId } from './PropInput';
import { ADD_FIELD_ID, formPath } from './useFormTarget';
import { LeaveGuard } from './LeaveGuard';
import { nextLiveDraft, type LiveDraft, type LiveInput } from './liveDraft';
import { useStepped, type Stepped } from '../../engine/useStepped';
import { CONFLICT_ID, MergedNotice, SaveConflict } from './SaveOutcome';
import { formMessageKeys, messageKeyWords } from '../../../schemas/forms/formMessages';
import { isMessagesForm } from '../../../schemas/forms/messagesForms';
import { messageInputId } from './MessagesPanel';
import { FormMessages, MESSAGES_TITLE_ID } from './FormMessages';
import { translationInputId, TranslationsPanel, type TranslationsPanelProps } from './TranslationsPanel';

/** `onChanged` reloads the form after a discard or a publish, with what to tell the person. */
interface DraftEditorProps { view: FormViewData; formName: DefinedForm; target: FormScope; staff: StaffData; onChanged: (notice: string) => void }

/** Moves focus to an element once it is rendered (after a state change re-renders the editor). */
function useFocusLater() {
  const pending = useRef<string | null>(null);
  // After every render: a request is always made with a change of state, so a render follows it.
  useEffect(() => {
    if (!pending.current) return;
    document.getElementById(pending.current)?.focus();
    pending.current = null;
  });
  return useCallback((id: string) => {
    pending.current = id;
  }, []);
}

/**
 * The draft's editor (machines/studio/draftEditor.ts): field list with layer badges, the selected
 * field's property panel, Add field, Save / Undo / Redo / Check / Discard, Publish, and the live
 * preview. Edits are checked as typed (checkLayer over what is below the scope). Without a draft,
 * or for a viewer, the same screen shows the active form read-only.
 */
export function DraftEditor({ view, formName, target, staff, onChanged }: DraftEditorProps) {
  const announce = useAnnounce();
  const navigate = useNavigate();
  const focusLater = useFocusLater();
  const [authors, setAuthors] = useState<readonly string[]>(view.draft?.authored_by ?? []);
  const [problems, setProblems] = useState<FieldError[] | null>(null);
  const [adding, setAdding] = useState(false);
  const readOnly = !view.draft || !mayEdit(staff.roles);
  const catalog = catalogOf(formName);
  const tabKind = tabKindOf(formName);
  const messagesOnly = isMessagesForm(formName);
  const [messagesOpen, setMessagesOpen] = useState(messagesOnly);
  const [translationsOpen, setTranslationsOpen] = useState(false);

  // The machine is provided once (useMachine keeps the first one it is given anyway): providing it
  // anew on each render cost milliseconds of every keystroke on a 300-field form. Its paths are absolute,
  // so the first render's navigate goes where a later one would.
  const [machine] = useState(() => draftEditorMachine.provide({
    actors: {
      saveDraft: fromPromise(async ({ input }: { input: DraftSave }) => {
        const saved = await adminSaveDraft(target, input);
        setAuthors(saved.authored_by);
        return { content: saved.content, revision: saved.revision, merged: saved.merged };
      }),
      loadDraft: fromPromise(async () => {
        const fresh = await adminReadForm(target);
        if (!fresh.draft) throw new Error(T.loadFailed);
        setAuthors(fresh.draft.authored_by);
        return { content: fresh.draft.content, revision: fresh.draft.revision };
      }),
    },
    actions: { leave: (_, params: { to: string }) => navigate(params.to) },
  }));
  const [snapshot, send] = useMachine(machine, { input: { content: view.draft?.content ?? view.own, revision: view.draft?.revision ?? -1 } });
  const { context } = snapshot;
  const state = String(snapshot.value);
  const dirty = useMemo(() => !sameLayer(context.content, context.saved), [context.content, context.saved]);

  // Unchanged fields keep their objects from edit to edit: the field list and the preview skip them.
  // Typing into a text property re-resolves and re-checks that one property (liveDraft.ts).
  const typedCheck = useMemo(() => (readOnly ? false : { tab: tabKind ? { kind: tabKind } : undefined }), [readOnly, tabKind]);
  const liveInput = useMemo<LiveInput>(() => ({ catalog, below: view.below, layer: view.scope.scope, content: context.content, check: typedCheck }),
    [catalog, view.below, view.scope.scope, context.content, typedCheck]);
  const live = useStepped(liveInput, (input, last: Stepped<LiveInput, LiveDraft> | null) => nextLiveDraft(last?.value ?? null, input));
  const { resolved, typed } = live;
  // One array while neither part changes, so the tab and messages panels (memo) skip a keystroke that changes no problem.
  const errors = useMemo(() => [...typed, ...context.fieldErrors], [typed, context.fieldErrors]);
  const selected = resolved.fields.find((f) => f.name === context.selected) ?? null;
  // The field list follows an edit in React's next, interruptible render, after the property panel
  // and the preview have shown it: its entry's text is then laid out in a frame of its own.
  const listed = useDeferredValue(resolved.fields);
  const sequence = resolved.fields.map((f) => ({ name: f.name, order: f.props.order }));
  const at = selected ? sequence.findIndex((p) => p.name === selected.name) : -1;

  // Leaving with unsaved edits asks first; closing the tab too.
  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  const prevState = useRef(state);
  useEffect(() => {
    if (prevState.current === 'saving' && state === 'editing' && !context.error) announce(context.merged ? T.savedMerged : T.saved);
    if (state === 'conflict') document.getElementById(CONFLICT_ID)?.focus();
    prevState.current = state;
  }, [state, context.error, context.merged, announce]);

  // Stay puts the focus back where the person was when they tried to leave.
  const leftFrom = useRef<HTMLElement | null>(null);
  const leave = (to: string) => {
    leftFrom.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    send({ type: 'leave', to });
  };
  const stay = () => {
    send({ type: 'leave.cancel' });
    leftFrom.current?.focus();
  };
  useLeaveGate(leave);
  // Stable, so the field list's 300 entries are not rendered again on each edit; it reads the fields as last rendered.
  const fieldsNow = useRef(resolved.fields);
  useEffect(() => {
    fieldsNow.current = resolved.fields;
  }, [resolved.fields]);
  const select = useCallback((name: string) => {
    send({ type: 'select', field: name });
    announce(`${T.propertiesOf} ${fieldsNow.current.find((f) => f.name === name)?.props.label ?? name}`);
  }, [send, announce]);
  // Stable per selected field, so the property panel's rows (memo) render only where a value changed.
  const selectedName = selected?.name ?? null;
  const set = useCallback(<P extends FieldProp>(prop: P, value: FieldProps[P] | undefined) => {
    if (selectedName) send({ type: 'set', field: selectedName, prop, value });
  }, [send, selectedName]);
  // The same array while the other fields' names and labels stay (typing into the selected field's Label), so Show when's list skips.
  const others = useStructuralShare(useMemo(() => resolved.fields.filter((f) => f.name !== selectedName).map((f) => ({ name: f.name, label: f.props.label })), [resolved.fields, selectedName]));
  const move = (direction: 'up' | 'down') => {
    if (!selected) return;
    send({ type: 'move', field: selected.name, direction, sequence });
    announce(`${selected.props.label}: ${direction === 'up' ? T.moveUp : T.moveDown}`);
  };
  const check = async () => {
    try {
      // The server's problems of the draft, and the accessibility scan of the preview as shown.
      const [server, scanned] = await Promise.all([adminCheckDraft(target), scanPreview()]);
      setProblems([...server, ...scanned]);
      focusLater('studio-check-title');
      announce(T.check);
    } catch {
      setProblems([{ target_element: 'general', error_message: T.loadFailed }]);
    }
  };
  const discard = async () => {
    if (!window.confirm(T.discardConfirm)) return;
    await adminDiscardDraft(target);
    announce(T.discarded);
    onChanged(T.discarded);
  };
  const goTo = (field: string, prop: string) => {
    send({ type: 'select', field });
    focusLater(propInputId(prop === 'choices' ? 'label' : prop));
  };
  // A message's problem opens the messages (when shut) and goes to its input.
  const goToMessage = (key: string) => {
    setMessagesOpen(true);
    focusLater(messageInputId(key));
  };
  // Stable, so only the edited message's row renders again. Reset removes the button it was pressed on: the focus goes to the input.
  const setMessage = useCallback((key: string, text: string | undefined) => {
    send({ type: 'message', key, text });
    if (text !== undefined) return;
    announce(`${T.messageReset}: ${messageKeyWords(key)}`);
    focusLater(messageInputId(key));
  }, [send, announce, focusLater]);
  const toggleMessages = useCallback(() => setMessagesOpen((open) => !open), []);
  // The translation view: Spanish beside each text the draft sets; a missing one's link (or Check's) opens it at its input.
  const setTranslation = useCallback<TranslationsPanelProps['onSet']>((place, text) => send({ type: 'translate', language: 'es', place, text }), [send]);
  const toggleTranslations = useCallback(() => setTranslationsOpen((open) => !open), []);
  const goToTranslation = useCallback((path: string) => {
    const id = translationInputId(path);
    // Open already: its input is there (no render follows to focus it later).
    const input = document.getElementById(id);
    if (input) return input.focus();
    setTranslationsOpen(true);
    focusLater(id);
  }, [focusLater]);
  const setTab = useCallback<TabPanelProps['onSet']>((prop, value) => send({ type: 'tab', prop, value }), [send]);
  // The messages the form can say, and any other this draft or a layer below overrides (so none is hidden).
  const messageKeys = useMemo(() => [...new Set([...formMessageKeys(formName, catalog), ...Object.keys(view.below.messages), ...Object.keys(context.content.messages ?? {})])],
    [formName, catalog, view.below.messages, context.content.messages]);
  const messages = (
    <FormMessages keys={messageKeys} own={context.content.messages} below={view.below} layer={view.scope.scope} errors={errors} readOnly={readOnly}
      onSet={setMessage} messagesOnly={messagesOnly} open={messagesOpen} onToggle={toggleMessages} />
  );
  const translations = (
    <TranslationsPanel content={context.content} errors={errors} onSet={setTranslation} readOnly={readOnly}
      open={translationsOpen} onToggle={toggleTranslations} onGo={goToTranslation} />
  );

  return (
    <>
      {view.draft && (
        <div className="studio-toolbar" role="toolbar" aria-label={T.draft}>
          {!readOnly && (
            <>
              {/* aria-disabled keeps the focus on a button its own action turns off (Save, Undo, Redo); the machine ignores what cannot be done. */}
              <button type="button" className="btn btn--primary" aria-disabled={!dirty || state !== 'editing'} onClick={() => send({ type: 'save' })}>{T.saveDraft}</button>
              <button type="button" className="btn btn--secondary" aria-disabled={context.past.length === 0} onClick={() => { if (context.past.length > 0) announce(T.undo); send({ type: 'undo' }); }}>{T.undo}</button>
              <button type="button" className="btn btn--secondary" aria-disabled={context.future.length === 0} onClick={() => { if (context.future.length > 0) announce(T.redo); send({ type: 'redo' }); }}>{T.redo}</button>
              <button type="button" className="btn btn--secondary" onClick={() => void discard()}>{T.discardDraft}</button>
            </>
          )}
          <button type="button" className="btn btn--secondary" onClick={() => void check()}>{T.check}</button>
          <button type="button" className="studio-link" onClick={() => leave(formPath(target, '/versions'))}>{T.versions}</button>
          <button type="button" className="studio-link" onClick={() => leave('/studio')}>{T.backToForms}</button>
          {dirty && <span className="studio-badge studio-badge--warn">{T.unsaved}</span>}
        </div>
      )}
      {view.draft && readOnly && <p className="studio-muted">{T.viewOnly}</p>}
      {state === 'conflict' && <SaveConflict message={context.error ?? ''} conflicts={context.fieldErrors} onReload={() => send({ type: 'reload' })} onGo={goTo} />}
      {state === 'editing' && context.merged && <MergedNotice changes={context.merged} />}
      {state === 'editing' && context.error && <p className="studio-error" role="alert">{context.error}</p>}
      {state === 'confirmingLeave' && <LeaveGuard onLeave={() => send({ type: 'leave.confirm' })} onStay={stay} />}
      {problems && <CheckList problems={problems} onGo={goTo} onGoMessage={goToMessage} onGoTranslation={goToTranslation} />}
      {view.draft && (
        <PublishDialog staff={staff} authors={authors} fourEyes={view.scope.four_eyes} onPublished={(_, said) => onChanged(said)}
          effects={{
            check: () => (dirty ? Promise.resolve([{ target_element: 'general', error_message: T.publishSaveFirst }]) : adminCheckDraft(target)),
            dryRun: () => adminDryRun(target),
            publish: (request) => adminPublishDraft(target, request),
          }} />
      )}
      <div className="studio-editor">
        <section className="studio-column" aria-labelledby={messagesOnly ? MESSAGES_TITLE_ID : 'studio-fields-title'}>
          {tabKind && (
            <TabPanel own={context.content.tab} below={view.below.tab} from={resolved.tabFrom} isNew={tabKind === 'new'} listLimit={defaultListLimit(formName)} errors={errors} readOnly={readOnly}
              onSet={setTab} />
          )}
          {/* A form of messages only has no fields: its messages take the fields' place. */}
          {messagesOnly ? <>{messages}{translations}</> : <h2 id="studio-fields-title">{T.fields}</h2>}
          {!messagesOnly && <FieldList fields={listed} selected={context.selected} onSelect={select} />}
          {!readOnly && !messagesOnly && (adding
            ? <AddFieldForm taken={new Set(resolved.fields.map((f) => f.name))} questions={view.questions}
                onCancel={() => { setAdding(false); focusLater(ADD_FIELD_ID); }}
                onAdd={(name, change) => { send({ type: 'add', name, change }); setAdding(false); announce(`${T.addField}: ${change.label}`); focusLater(propInputId('label')); }} />
            : <button type="button" id={ADD_FIELD_ID} className="btn btn--secondary" onClick={() => { setAdding(true); focusLater('studio-add-name'); }}>{T.addField}</button>)}
        </section>
        {!messagesOnly && <div className="studio-column">
          {selected
            ? <PropertyPanel field={selected} errors={errors} readOnly={readOnly} onSet={set} onMove={move}
                canMoveUp={at > 0} canMoveDown={at >= 0 && at < sequence.length - 1}
                others={others} />
            : <p className="studio-muted">{T.selectField}</p>}
          {selected && <button type="button" className="studio-link" onClick={() => document.getElementById(fieldButtonId(selected.name))?.focus()}>{T.fields}</button>}
          {messages}
          {translations}
        </div>}
        <Preview formName={formName} target={target} resolved={resolved} content={context.content} />
      </div>
    </>
  );
}
