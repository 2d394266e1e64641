/** The form studio's machines (issue 15): the draft editor and publishing. */
export { draftEditorMachine, UNDO_LIMIT, type DraftEditorContext, type DraftEditorEvent, type DraftSave, type DraftSaved, type DraftSnapshot } from './draftEditor';
export { publishingMachine, type DryRun, type PublishingContext, type PublishingEvent, type PublishingInput, type PublishRequest } from './publishing';
export { addField, moveField, setProp, type Placed } from './layerEdits';
