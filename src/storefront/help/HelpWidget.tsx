import { lazy, Suspense, useState } from 'react';
import { HelpToggle } from './HelpToggle';
// oxlint-disable-next-line import/no-unassigned-import -- the Help button's styles (the panel's come with them)
import './help.css';

const HelpWidgetLive = lazy(() => import('./HelpWidgetLive'));

/**
 * The help widget of every page (mounted once in the Layout). Until the first click only the Help
 * button is loaded; the panel, its machine and its calls come in their own chunk then, so the
 * pages' first load does not carry them.
 */
export function HelpWidget() {
  const [live, setLive] = useState(false);
  const button = (
    <div className="help-dock">
      <HelpToggle open={false} onClick={() => setLive(true)} />
    </div>
  );
  if (!live) return button;
  return <Suspense fallback={button}><HelpWidgetLive /></Suspense>;
}
