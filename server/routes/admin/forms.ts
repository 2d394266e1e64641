/**
 * The admin form API (issue 14): forms by scope, drafts, checks, dry runs, publish, versions,
 * diffs, rollback and the audit log. Every route is guarded by the staff session and its roles
 * (viewer reads, author edits drafts, publisher publishes and rolls back); the actor of every
 * write is the signed-in staff member, never a body field. Thin: services/formDefinitions works.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ADMIN_FORM_ROUTES } from '../../../schemas/api/adminForms';
import type { FormLayer, LayerName, ScopeRef } from '../../../schemas/forms/definition';
import type { StaffRole } from '../../../schemas/forms/staff';
import { readAudit } from '../../db/queries/formAudit';
import { ok } from '../../http';
import { requireStaff, staffOf } from '../../plugins/staffSession';
import { discardDraft, openDraft, requireDraft, saveDraft } from '../../services/formDefinitions/drafts';
import { dryRun } from '../../services/formDefinitions/dryRun';
import { publishDraft, publishProblems, rollBack } from '../../services/formDefinitions/publish';
import { listPersonas, personaValues } from '../../services/formDefinitions/personas';
import { previewErrors } from '../../services/formDefinitions/previewCheck';
import { productionPreview } from '../../services/formDefinitions/productionPreview';
import { diffView, formNamed, formView, listForms, previewView, requireScope, versionFormView, versionsView, versionView } from '../../services/formDefinitions/views';
import { formSchema } from '../../../adapters';
import { formOf } from '../../services/tabForms';
import { typed } from '../typed';

/** A route's options: its schema, and the guard of the staff roles its entry names. */
function guarded<const S extends { 'x-staff-roles': readonly StaffRole[] }>(entry: { schema: S }) {
  return { schema: entry.schema, preHandler: requireStaff(...entry.schema['x-staff-roles']) };
}

interface FormScopeParams { form: string; scope: string; scope_id: string }

/** The form and scope a request's path names (the form and the kind of scope checked here; the scope's row by the service). */
function target(params: FormScopeParams) {
  const form = formNamed(params.form);
  const ref = { scope: params.scope as LayerName, scope_id: Number(params.scope_id) } satisfies ScopeRef;
  requireScope(form, ref);
  return { form, ref };
}

/** The signed-in staff member's e-mail: the actor audit rows name. */
const actor = (request: FastifyRequest) => staffOf(request).email;

/** Registers the admin form routes (under /api/v1). */
export async function adminFormRoutes(app: FastifyInstance): Promise<void> {
  const api = typed(app);
  const { db, services } = app;
  const R = ADMIN_FORM_ROUTES;

  api.get(R.list.url, guarded(R.list), async () => ok(await listForms(db)));
  api.get(R.view.url, guarded(R.view), async (request) => {
    const { form, ref } = target(request.params);
    return ok(await formView(db, form, ref));
  });
  api.post(R.openDraft.url, guarded(R.openDraft), async (request) => {
    const { form, ref } = target(request.params);
    return ok(await openDraft(db, form, ref, actor(request)));
  });
  api.put(R.saveDraft.url, guarded(R.saveDraft), async (request) => {
    const { form, ref } = target(request.params);
    const { content, revision, base } = request.body;
    return ok(await saveDraft(db, form, ref, actor(request), { content: content as FormLayer, revision, base: base as FormLayer | undefined }));
  });
  api.post(R.discardDraft.url, guarded(R.discardDraft), async (request) => {
    const { form, ref } = target(request.params);
    await discardDraft(db, form, ref, actor(request));
    return ok({});
  });
  api.post(R.check.url, guarded(R.check), async (request) => {
    const { form, ref } = target(request.params);
    return ok({ problems: await publishProblems(db, form, ref, (await requireDraft(db, form, ref)).content) });
  });
  api.post(R.dryRun.url, guarded(R.dryRun), async (request) => {
    const { form, ref } = target(request.params);
    return ok(await dryRun(db, services, form, ref, (await requireDraft(db, form, ref)).content));
  });
  api.get(R.preview.url, guarded(R.preview), async (request) => {
    const { form, ref } = target(request.params);
    const view = await previewView(db, form, ref);
    // The studio's preview validates with the draft's precompiled module, as get-form-fields-* registers it.
    return ok({ ...view, validator: await services.forms.register(formSchema(await formOf(db, form, view.definitions))) });
  });
  api.post(R.validatePreview.url, guarded(R.validatePreview), async (request) => {
    const { form, ref } = target(request.params);
    return ok({ errors: await previewErrors(db, form, ref, request.body.content as FormLayer, request.body.values) });
  });
  api.post(R.renderPreview.url, guarded(R.renderPreview), async (request) => {
    const { form, ref } = target(request.params);
    const { content, persona } = request.body;
    return ok(await productionPreview(db, { ...services, codes: services.config.previewPersonas }, form, ref, content as FormLayer, persona));
  });
  api.post(R.publish.url, guarded(R.publish), async (request) => {
    const { form, ref } = target(request.params);
    return ok(await publishDraft(db, form, ref, actor(request), request.body));
  });
  api.get(R.versions.url, guarded(R.versions), async (request) => {
    const { form, ref } = target(request.params);
    return ok({ versions: await versionsView(db, form, ref) });
  });
  api.get(R.version.url, guarded(R.version), async (request) => {
    const { form, ref } = target(request.params);
    return ok(await versionView(db, form, ref, Number(request.params.version)));
  });
  api.get(R.versionForm.url, guarded(R.versionForm), async (request) => {
    const { form, ref } = target(request.params);
    return ok(await versionFormView(db, form, ref, Number(request.params.version)));
  });
  api.post(R.rollback.url, guarded(R.rollback), async (request) => {
    const { form, ref } = target(request.params);
    return ok(await rollBack(db, form, ref, actor(request), Number(request.params.version), request.body));
  });
  api.get(R.diff.url, guarded(R.diff), async (request) => {
    const { form, ref } = target(request.params);
    return ok(await diffView(db, form, ref, request.query.from, request.query.to));
  });
  api.get(R.personas.url, guarded(R.personas), async (request) => {
    const { ref } = target(request.params);
    return ok({ personas: await listPersonas(db, services.config.previewPersonas, ref) });
  });
  api.get(R.persona.url, guarded(R.persona), async (request) => {
    const { form, ref } = target(request.params);
    return ok(await personaValues(db, { cipher: services.cipher, codes: services.config.previewPersonas }, form, ref, request.params.persona));
  });
  api.get(R.audit.url, guarded(R.audit), async (request) => {
    const q = request.query;
    return ok({
      entries: await readAudit(db, {
        ...q, scope: q.scope as LayerName | undefined, scope_id: q.scope_id === undefined ? undefined : Number(q.scope_id),
        before: q.before === undefined ? undefined : Number(q.before),
      }),
    });
  });
}
