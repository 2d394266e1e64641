/**
 * The admin form API (issue 14): forms by scope, drafts, checks, dry runs, publish, versions,
 * diffs, rollback and the audit log. Every route is guarded by the staff session and its roles
 * (viewer reads, author edits drafts, publisher publishes and rolls back); the actor of every
 * write is the signed-in staff member, never a body field. Thin: services/formDefinitions works.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ADMIN_FORM_ROUTES } from '../../../schemas/api/adminForms';
import type { FormLayer, LayerName, ScopeRef } from '../../../schemas/forms/definition';
import { readAudit } from '../../db/queries/formAudit';
import { ok } from '../../http';
import { requireStaff, staffOf } from '../../plugins/staffSession';
import { discardDraft, openDraft, requireDraft, saveDraft } from '../../services/formDefinitions/drafts';
import { dryRun } from '../../services/formDefinitions/dryRun';
import { checkContent, publishDraft, rollBack } from '../../services/formDefinitions/publish';
import { diffView, formNamed, formView, listForms, previewView, versionView } from '../../services/formDefinitions/views';
import { typed } from '../typed';

interface FormScopeParams { form: string; scope: string; scope_id: string }

/** The form and scope a request's path names (the form checked; the scope checked by the service). */
function target(params: FormScopeParams) {
  return { form: formNamed(params.form), ref: { scope: params.scope as LayerName, scope_id: Number(params.scope_id) } satisfies ScopeRef };
}

/** The signed-in staff member's e-mail: the actor audit rows name. */
const actor = (request: FastifyRequest) => staffOf(request).email;

/** Registers the admin form routes (under /api/v1). */
export async function adminFormRoutes(app: FastifyInstance): Promise<void> {
  const api = typed(app);
  const { db, services } = app;
  const R = ADMIN_FORM_ROUTES;
  const view = { preHandler: requireStaff() };
  const edit = { preHandler: requireStaff('author') };
  const publish = { preHandler: requireStaff('publisher') };

  api.get(R.list.url, { ...view, schema: R.list.schema }, async () => ok(await listForms(db)));
  api.get(R.view.url, { ...view, schema: R.view.schema }, async (request) => {
    const { form, ref } = target(request.params);
    return ok(await formView(db, form, ref));
  });
  api.post(R.openDraft.url, { ...edit, schema: R.openDraft.schema }, async (request) => {
    const { form, ref } = target(request.params);
    return ok(await openDraft(db, form, ref, actor(request)));
  });
  api.put(R.saveDraft.url, { ...edit, schema: R.saveDraft.schema }, async (request) => {
    const { form, ref } = target(request.params);
    return ok(await saveDraft(db, form, ref, actor(request), request.body.content as FormLayer, request.body.revision));
  });
  api.post(R.discardDraft.url, { ...edit, schema: R.discardDraft.schema }, async (request) => {
    const { form, ref } = target(request.params);
    await discardDraft(db, form, ref, actor(request));
    return ok({});
  });
  api.post(R.check.url, { ...view, schema: R.check.schema }, async (request) => {
    const { form, ref } = target(request.params);
    return ok({ problems: await checkContent(db, form, ref, (await requireDraft(db, form, ref)).content) });
  });
  api.post(R.dryRun.url, { ...publish, schema: R.dryRun.schema }, async (request) => {
    const { form, ref } = target(request.params);
    return ok(await dryRun(db, services, form, ref, (await requireDraft(db, form, ref)).content));
  });
  api.get(R.preview.url, { ...view, schema: R.preview.schema }, async (request) => {
    const { form, ref } = target(request.params);
    return ok(await previewView(db, form, ref));
  });
  api.post(R.publish.url, { ...publish, schema: R.publish.schema }, async (request) => {
    const { form, ref } = target(request.params);
    return ok(await publishDraft(db, form, ref, actor(request), request.body));
  });
  api.get(R.versions.url, { ...view, schema: R.versions.schema }, async (request) => {
    const { form, ref } = target(request.params);
    return ok({ versions: (await formView(db, form, ref)).versions });
  });
  api.get(R.version.url, { ...view, schema: R.version.schema }, async (request) => {
    const { form, ref } = target(request.params);
    return ok(await versionView(db, form, ref, Number(request.params.version)));
  });
  api.post(R.rollback.url, { ...publish, schema: R.rollback.schema }, async (request) => {
    const { form, ref } = target(request.params);
    return ok(await rollBack(db, form, ref, actor(request), Number(request.params.version), request.body));
  });
  api.get(R.diff.url, { ...view, schema: R.diff.schema }, async (request) => {
    const { form, ref } = target(request.params);
    return ok(await diffView(db, form, ref, request.query.from, request.query.to));
  });
  api.get(R.audit.url, { ...view, schema: R.audit.schema }, async (request) => {
    const q = request.query;
    return ok({
      entries: await readAudit(db, {
        ...q, scope: q.scope as LayerName | undefined, scope_id: q.scope_id === undefined ? undefined : Number(q.scope_id),
        before: q.before === undefined ? undefined : Number(q.before),
      }),
    });
  });
}
