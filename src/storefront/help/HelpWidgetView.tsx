import { useEffect, useId, useRef } from 'react';
import { HelpConversation } from './HelpConversation';
import { HelpMenu } from './HelpMenu';
import { HelpToggle } from './HelpToggle';
import type { HelpSend, HelpViewState } from './helpView';
// oxlint-disable-next-line import/no-unassigned-import -- the widget's styles
import './help.css';
import { STOREFRONT_HELP_TEXT } from '../../../schemas/uiText/storefront/help';

/** This screen's texts (schemas/uiText/storefront/help.ts). */
const TEXT = STOREFRONT_HELP_TEXT.helpWidgetView;

export interface HelpWidgetViewProps extends HelpViewState {
  ticketUrl: string | null;
  send: HelpSend;
}

/**
 * The floating help button and its panel: a non-modal dialog (the page stays usable), labelled by
 * its heading; opening moves focus into it, Escape or Close closes it and returns focus to the
 * button. The dock sits at the bottom of the page in its own row, so at the end of a page it never
 * covers the footer's controls.
 */
export function HelpWidgetView({ open, step, context, ticketUrl, send }: HelpWidgetViewProps) {
  const panelId = useId();
  const titleId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const wasOpen = useRef(open);

  useEffect(() => {
    if (open && !wasOpen.current) title.current?.focus();
    if (!open && wasOpen.current) toggle.current?.focus();
    wasOpen.current = open;
  }, [open]);
  // Back to the options: focus their heading again rather than losing it with the removed Back button.
  useEffect(() => { if (open && step === 'menu') title.current?.focus(); }, [open, step]);

  const panel = useRef<HTMLDialogElement>(null);
  // Escape inside the panel closes it (a listener on the element: the dialog is non-modal, the page keeps its keys).
  useEffect(() => {
    const element = panel.current;
    if (!open || !element) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      send({ type: 'help.close' });
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [open, send]);

  return (
    <div className="help-dock">
      {open && (
        <dialog ref={panel} open id={panelId} className="help-panel" aria-labelledby={titleId}>
          <header className="help-panel__header">
            <h2 id={titleId} ref={title} tabIndex={-1} className="help-panel__title">{step === 'menu' ? TEXT.help : TEXT.contactRep}</h2>
            <button type="button" className="help-panel__close" aria-label={TEXT.closeHelp} onClick={() => send({ type: 'help.close' })}>×</button>
          </header>
          {step === 'menu' ? <HelpMenu ticketUrl={ticketUrl} send={send} /> : <HelpConversation step={step} context={context} send={send} />}
        </dialog>
      )}
      <HelpToggle ref={toggle} open={open} controls={panelId} onClick={() => send({ type: open ? 'help.close' : 'help.open' })} />
    </div>
  );
}
