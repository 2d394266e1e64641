/** The form studio's machines (issue 15): the draft editor, publishing, rollback and the preview's persona selection. */
export { draftEditorMachine, UNDO_LIMIT, type DraftEditorContext, type DraftEditorEvent, type DraftSave, type DraftSaved, type DraftSnapshot } from './draftEditor';
export { publishingMachine, type DryRun, type PublishingContext, type PublishingEvent, type PublishingInput, type PublishRequest } from './publishing';
export { addField, moveField, sameLayer, setMessage, setProp, setTranslation, type Placed } from './layerEdits';
export { personaSelectionMachine, type PersonaSelectionContext, type PersonaSelectionEvent, type PersonaValues, type PreviewPersona } from './personaSelection';
export { rollbackMachine, type RollbackContext, type RollbackEvent, type RollbackInput, type RollbackRequest } from './rollback';
