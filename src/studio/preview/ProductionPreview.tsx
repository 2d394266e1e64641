import { useState } from 'react';
import type { ProductionRenderingData } from '../../../schemas/api/adminTypes';
import type { FormLayer } from '../../../schemas/forms/definition';
import { adminRenderPreview } from '../../api/adminRenderPreview';
import type { FormScope } from '../../api/adminPath';
import { LoadState } from '../shell/LoadState';
import { useLoad } from '../shell/useLoad';
import { T } from '../text';
import { AgreementPreview } from './AgreementPreviewForm';
import { HealthPreview } from './HealthPreviewForm';
import { PreviewFrame } from './PreviewFrame';
import { usePreviewPersona } from './usePreviewPersona';

export interface ProductionPreviewProps {
  target: FormScope;
  /** The layer as edited (saved or not): the server renders the tab with it as the scope's. */
  content: FormLayer;
}

/**
 * The preview of a tab the wizard renders with components of its own (health's questions, the
 * agreement's texts and signature) rather than from field definitions alone: the server answers
 * what the wizard's step would get with the draft as typed (POST …/draft/render) and the wizard's
 * own components render it, filled with the Preview as persona's saved values. An edit renders
 * again once its answer arrives; until then, and while the layer as typed has problems, the last
 * rendering stays (with a note), so the preview does not flicker.
 */
export function ProductionPreview({ target, content }: ProductionPreviewProps) {
  const [persona, sendPersona] = usePreviewPersona(target);
  const filled = persona.hasTag('persona');
  const chosen = filled ? persona.context.chosen : '';
  const saved = filled ? persona.context.values : null;
  const layer = JSON.stringify(content);
  const load = useLoad(() => adminRenderPreview(target, content, chosen || undefined), `${chosen}|${layer}`);
  const [shown, setShown] = useState<{ data: ProductionRenderingData; chosen: string } | null>(null);
  if (load.data && (load.data !== shown?.data || chosen !== shown.chosen)) setShown({ data: load.data, chosen });
  // A new rendering (another persona, another draft) starts the form anew, with the persona's values.
  const key = `${shown?.chosen}|${JSON.stringify(shown?.data)}`;
  const values = shown?.chosen === chosen ? saved : null;
  return (
    <PreviewFrame persona={persona} sendPersona={sendPersona}>
      {shown ? (
        <>
          {load.failed && <p className="studio-muted">{T.previewProblems}</p>}
          {shown.data.health && <HealthPreview key={key} rendering={shown.data.health} saved={values} />}
          {shown.data.agreement && <AgreementPreview key={key} rendering={shown.data.agreement} saved={values} />}
        </>
      ) : (
        <LoadState load={load}>{() => null}</LoadState>
      )}
    </PreviewFrame>
  );
}
