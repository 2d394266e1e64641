/**
 * The keystroke benchmark page: the generated 300-field tab rendered by our engine
 * (?mode=engine) or by plain RJSF with default settings on the same JSON Schema (?mode=rjsf).
 */
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { buildTabForm, initialValues, toSchemaData, type FormValues } from '../../adapters';
import { SchemaForm } from '../../src/engine/SchemaForm';
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
if (root) createRoot(root).render(mode === 'rjsf' ? <RjsfBench /> : <EngineBench />);
