/**
 * The keystroke benchmark page: the generated 300-field tab rendered by our engine
 * (?mode=engine) or by plain RJSF with default settings on the same JSON Schema (?mode=rjsf).
 */
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { buildTabForm, initialValues, jsonSchemaFor, type FormValues } from '../../adapters';
import { SchemaForm } from '../../src/engine/SchemaForm';
import { BENCH_LOOKUPS, BENCH_TAB, benchFieldDefinitions } from '../fields';
import { installKeystrokeProbe } from './probe';

const defs = benchFieldDefinitions();
const form = buildTabForm(BENCH_TAB, defs, BENCH_LOOKUPS);
const initial = initialValues(form, defs);
const schema = jsonSchemaFor(form, initial);

function EngineBench() {
  const [values, setValues] = useState<FormValues>(initial);
  return <SchemaForm id="bench" form={form} values={values} onChange={setValues} onSubmit={() => undefined} />;
}

function RjsfBench() {
  return <Form schema={schema} validator={validator} formData={initial} />;
}

installKeystrokeProbe();
const mode = new URLSearchParams(location.search).get('mode');
const root = document.getElementById('root');
if (root) createRoot(root).render(mode === 'rjsf' ? <RjsfBench /> : <EngineBench />);
