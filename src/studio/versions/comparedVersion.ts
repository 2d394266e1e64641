import type { ProductionRenderingData, VersionFormData } from '../../../schemas/api/adminTypes';
import { isAgreementForm } from '../../../schemas/forms/agreementForm';
import type { DefinedForm } from '../../../schemas/forms/customTabs';
import { isHealthForm } from '../../../schemas/forms/healthForm';
import type { FormScope } from '../../api/adminPath';
import { adminReadVersion } from '../../api/adminReadVersion';
import { adminRenderPreview } from '../../api/adminRenderPreview';
import { adminVersionForm } from '../../api/adminVersionForm';

/**
 * One side of Compare versions as it renders: the engine's definitions of the version (most
 * forms), or for health and the agreement what the wizard's step would get with the version as
 * the scope's layer (POST …/draft/render with the version's content, no persona: nothing is written).
 */
export type ComparedVersion = { version: number; form: VersionFormData } | { version: number; rendering: ProductionRenderingData };

/** Reads version `version` of the target's form for the rendered compare (see ComparedVersion). */
export async function readComparedVersion(target: FormScope, formName: DefinedForm, version: string): Promise<ComparedVersion> {
  if (!isHealthForm(formName) && !isAgreementForm(formName)) {
    const form = await adminVersionForm(target, version);
    return { version: form.version, form };
  }
  const read = await adminReadVersion(target, version);
  return { version: read.version, rendering: await adminRenderPreview(target, read.content) };
}
