import { useEffect, useState } from 'react';
import { fieldErrorsOf } from '../../api/client';
import { saveDependentInfo, saveDependentInfoToTemp } from '../../api/saveDependentInfo';
import { validateSingleDependent } from '../../api/validateSingleDependent';
import { breaksL713, dependentPolicy, nextRelationship, tierHeading } from '../../../domain/dependentRules';
import { settingOf } from '../../../machines/dependents';
import type { ListItems, ValidateItemInput } from '../../../machines/listStep';
import { useLanguage } from '../../shared/text/language';
import { MESSAGES } from '../../shared/text/messages';
import type { ListStepBinding } from '../list/useListStep';
import { ListStepBody, useListHost, type ListNote } from '../list/ListStep';
import { SaveLater } from '../SaveLater';
import { StepLoader } from '../StepLoader';
import { DependentHealth } from './DependentHealth';
import { toWire, wireList } from './dependentItems';
import { DEPENDENT_STEP } from './dependentStep';
import { loadDependents, rereadDependents, type LoadedDependents } from './loadDependents';
import { SpouseQuestion } from './SpouseQuestion';
import { useDependents, type DependentsBinding } from './useDependents';
// oxlint-disable-next-line import/no-unassigned-import -- the dependents' stylesheet loads with its screen
import './dependents.css';
import { ENROLLMENT_TEXT } from '../../../schemas/uiText/enrollment';
import { fill } from '../../../schemas/uiText/fill';
import { translateText } from '../../../schemas/i18n/localizable';
import { passageLang } from '../../shared/text/contentLang';

/** This screen's texts (schemas/uiText/enrollment.ts). */
const TEXT = ENROLLMENT_TEXT.dependentScreen;

/** 'Dependent #N {message}' for the first dependent the server refuses, or null when all pass. */
async function firstInvalid(enrollmentId: string, items: ListItems): Promise<string | null> {
  for (const [index, item] of items.entries()) {
    try {
      await validateSingleDependent({ enrollment_id: enrollmentId, ...toWire(item) });
    } catch (error) {
      const message = fieldErrorsOf(error)[0]?.error_message ?? (error instanceof Error ? error.message : MESSAGES.stepIncomplete);
      return fill(TEXT.dependentRefused, { number: index + 1, message });
    }
  }
  return null;
}

interface ControlsProps { list: DependentsBinding; loaded: LoadedDependents }

/** A dependent's health questions are offered when the enrollment's health questions are required (its wizard holds the tab). */
const asksHealth = (loaded: LoadedDependents) => loaded.navArray.some((entry) => entry.tab_name === 'primary_health_info');

/**
 * What sits above the list: the tier heading, the premier spouse question and the Add Spouse / Add
 * Child button with the relationship the tier rules give the next dependent, then the form's
 * disclaimer. The dependents machine (machines/dependents) keeps the question and the list in step.
 */
function DependentControls({ list, loaded }: ControlsProps) {
  const { tier, premier } = loaded;
  const { snapshot: spouse, send: sendSpouse } = list.dependents;
  const asking = spouse.hasTag('asking');
  const { send, controls, items } = list;
  const relationship = nextRelationship(items, settingOf(spouse.context));
  return (
    <>
      <h2 className="dependents__tier">{translateText(tierHeading(tier, premier))}</h2>
      {asking && (
        <SpouseQuestion choice={spouse.context.choice} error={spouse.context.error}
          onChoose={(choice) => sendSpouse({ type: 'spouse.choose', choice })} onSubmit={() => sendSpouse({ type: 'spouse.submit' })} />
      )}
      {!asking && controls.add.shown && (
        <p className="dependents__add">
          <button type="button" className="btn btn--secondary" disabled={!controls.add.enabled || controls.validating} title={controls.add.title ?? undefined}
            onClick={() => send({ type: 'list.add', preset: { relationship } })}>
            {relationship === 'spouse' ? TEXT.addSpouse : TEXT.addChild}
          </button>
        </p>
      )}
      {loaded.disclaimer && <p className="dependents__disclaimer" lang={passageLang(loaded.disclaimerLang)}>{loaded.disclaimer}</p>}
      {asksHealth(loaded) && (
        <DependentHealth enrollmentId={loaded.enrollmentId} items={items} disabled={controls.mode !== 'list' || controls.validating}
          onSaved={(index, item) => send({ type: 'list.setItems', items: items.map((it, i) => (i === index ? item : it)) })} />
      )}
    </>
  );
}

interface SaveLaterProps { list: ListStepBinding; enrollmentId: string }

/** Save & Continue Later that first checks every dependent: one refused shows 'Dependent #N {message}' and the dialog stays shut. */
function DependentSaveLater({ list, enrollmentId }: SaveLaterProps) {
  // The message belongs to the list it judged: any change of the list hides it.
  const [check, setCheck] = useState<{ items: ListItems; message: string | null } | null>(null);
  const { items } = list;
  return (
    <>
      <SaveLater enrollmentId={enrollmentId} savedTab={DEPENDENT_STEP.savedTab} data={DEPENDENT_STEP.toData(items)} disabled={list.controls.validating}
        beforeOpen={async () => {
          const message = await firstInvalid(enrollmentId, items);
          setCheck({ items, message });
          return message === null;
        }} />
      <p className="alert alert--error dependents__check" role="alert">{check?.items === items ? check.message : null}</p>
    </>
  );
}

const notesOf = (list: ListStepBinding): ListNote[] => (list.controls.next.shown && list.items.length > 0 ? [{ message: MESSAGES.dependentsEnough, tone: 'success' }] : []);
const noAddButton = () => null;

/**
 * The loaded step: the generic list step with the dependent rules of the enrollment's tier as its
 * policy, composed with the premier spouse question (DependentControls). Every change is saved to
 * the temporary store; Save & Continue Later first checks every dependent with the server.
 */
export function DependentStep({ loaded }: { loaded: LoadedDependents }) {
  const { enrollmentId, tier, premier } = loaded;
  // Dependents loaded from the member's earlier enrollment are kept in the temporary store at once.
  useEffect(() => {
    if (loaded.onFile && loaded.items.length > 0) void saveDependentInfoToTemp({ enrollment_id: enrollmentId, dependents: wireList(loaded.items) }).catch(() => undefined);
  }, [loaded, enrollmentId]);
  const host = useListHost();
  const policy = dependentPolicy({ tier, premier, spouse: null, maxItems: loaded.form.maxItems });
  const validateItem = ({ item }: ValidateItemInput) => validateSingleDependent({ enrollment_id: enrollmentId, ...toWire(item) });
  // The temporary store is a convenience: a failure there loses nothing the list does not still hold.
  const persist = (items: ListItems) => void saveDependentInfoToTemp({ enrollment_id: enrollmentId, dependents: wireList(items) }).catch(() => undefined);
  const dependents = useDependents(loaded, { items: loaded.items, policy, validateItem, persist, messages: loaded.formIn(useLanguage()).messages, onContinue: host.onContinue });

  return (
    <ListStepBody
      list={dependents}
      host={host}
      config={DEPENDENT_STEP}
      loaded={loaded}
      policy={policy}
      validateItem={validateItem}
      save={(items) => saveDependentInfo({ enrollment_id: enrollmentId, dependents: wireList(items) })}
      persist={persist}
      blockTone={(list) => (breaksL713(list.items, { tier, premier, spouse: null }) ? 'error' : null)}
      notes={notesOf}
      addActions={noAddButton}
      // oxlint-disable-next-line react/no-unstable-nested-components -- a render prop ListStep calls with its binding, not a component
      intro={(list) => <DependentControls list={list} loaded={loaded} />}
      // oxlint-disable-next-line react/no-unstable-nested-components -- as above
      extra={(list) => <DependentSaveLater list={list} enrollmentId={enrollmentId} />}
    />
  );
}

/** /enrollment/dependent-information */
export function DependentScreen() {
  return (
    <StepLoader title={DEPENDENT_STEP.title} load={loadDependents} reread={rereadDependents}>
      {(loaded) => <DependentStep loaded={loaded} />}
    </StepLoader>
  );
}
