/**
 * The keystroke benchmark page: the generated 300-field tab rendered by our engine
 * (?mode=engine) or by plain RJSF with default settings on the same JSON Schema (?mode=rjsf),
 * or the dependents tab with 9 dependents and an edit popup open (?mode=dependents).
 */
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { buildTabForm, initialValues, toSchemaData, type FormValues } from '../../adapters';
import { SchemaForm } from '../../src/engine/SchemaForm';
import { DependentStory, FIXTURE_NINE_DEPENDENTS } from '../../stories/fixtures/DependentStory';
import { localValidation } from '../../stories/fixtures/localValidation';
import { BENCH_LOOKUPS, BENCH_TAB, benchFieldDefinitions } from '../fields';
import { installKeystrokeProbe } from './probe';

const defs = benchFieldDefinitions();
const form = buildTabForm(BENCH_TAB, defs, BENCH_LOOKUPS);
const initial = initialValues(form, defs);
// The form's one static schema; the app validates it with the server's precompiled module, the
// page with ajv compiled here (typing does not validate until a first submit either way).
const validation = localValidation(form);

function EngineBench() {
  const [values, setValues] = useState<FormValues>(initial);
  return <SchemaForm id="bench" form={form} validation={validation} values={values} onChange={setValues} onSubmit={() => undefined} />;
}

function RjsfBench() {
  return <Form schema={validation.schema} validator={validator} formData={toSchemaData(form, initial)} />;
}

installKeystrokeProbe();
const mode = new URLSearchParams(location.search).get('mode');
const root = document.getElementById('root');
// ?mode=dependents: Dependent Information (portal 12, tier IF) with 9 dependents and the 9th one's edit popup open.
const dependents = <DependentStory portal={12} tier="IF" premier={false} items={FIXTURE_NINE_DEPENDENTS} open={8} />;
if (root) createRoot(root).render(mode === 'rjsf' ? <RjsfBench /> : mode === 'dependents' ? dependents : <EngineBench />);
