/**
 * Runs the startup machine (storefront.md section 4, "Startup, chosen by host and route") before
 * the storefront's pages render: once per full load, and again whenever the visitor opens an entry
 * path in the app (a landing name, /referrals, /websites, /external, the continue links). While
 * it runs the page shows the global loading indicator; pages render only once the visitor is
 * known, so a page never reads a half-stored visitor, and a continue link's clearing always
 * happens before the resume stores its enrollment.
 */
import { useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { isEntry, settlesAtOnce, startupRoute, type StartupConfig, type StartupInput } from '../../../machines/storefront/startupRoute';
import { DEFAULT_INFO_KEY } from '../../api/getDefaultInfo';
import { embeddedAnswer } from '../../api/firstPaintSeed';
import { PageLoading } from '../../app/PageLoading';
import { useAppNavigate } from '../../enrollment/useAppNavigate';
import { fillRepInfo } from './repInfo';
import { useStartupConfig } from './useStartupConfig';
import { storedIds } from './visitorStorage';

/** The startup machine's chunk (xstate with it), loaded once. */
const startupChunk = () => import('./startupActor');
// Without the page's embedded get-default-info (the dev server), a first load beside the default
// site's root asks for the machine's chunk beside that call rather than after it. With it the
// gate knows the route at its first render and loads the chunk only for a route that runs the
// machine: the home and a quoted visitor's shop pages never evaluate it (issue 17); a landing's
// HTML hints the chunk (server/plugins/shellPreloads.ts).
if (typeof window !== 'undefined' && window.location.pathname !== '/' && embeddedAnswer(DEFAULT_INFO_KEY, {}) === undefined) void startupChunk();

function inputFor(pathname: string, search: string, config: StartupConfig): StartupInput {
  const query = Object.fromEntries(new URLSearchParams(search));
  return { host: window.location.host, path: pathname, query, stored: storedIds(), config };
}

/** The layout route of the storefront's pages: the startup first, then the page. */
export function StartupGate() {
  const { pathname, search } = useLocation();
  const navigate = useAppNavigate();
  const config = useStartupConfig();
  const last = useRef<string>('load');
  const [done, setDone] = useState<string | null>(null);
  // Where the run sent the visitor (/404, /home): the router may apply that navigation after the
  // run ends, and the page of the way in must not render meanwhile.
  const [sentTo, setSentTo] = useState<string | null>(null);
  const runs = useRef(0);
  // An entry way in (a landing, a referral, ...) runs the startup again; any other path keeps the visitor.
  const entry = config !== null && isEntry(startupRoute(inputFor(pathname, search, config)));
  const key = entry ? `${pathname}${search}` : last.current;
  last.current = key;

  useEffect(() => {
    if (!config || done === key) return undefined;
    const input = inputFor(pathname, search, config);
    const settled = (to: string | null) => {
      setSentTo(to);
      setDone(key);
      void fillRepInfo();
    };
    // A public visit with nothing stored (or an access view) settles without the machine's chunk.
    if (settlesAtOnce(startupRoute(input))) {
      settled(null);
      return undefined;
    }
    let stop: (() => void) | null = null;
    let gone = false;
    // xstate arrives with the startup's own chunk: the shell's first download stays React and the router.
    void startupChunk().then(({ runStartup }) => {
      if (!gone) stop = runStartup(input, navigate, settled);
    });
    return () => {
      gone = true;
      stop?.();
    };
    // Runs per key only: a page's own navigation (the machine's /404, a link) must not restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [config, key]);

  // After a run the app started itself (an entry link followed in the app), the new page starts at
  // its main region as after any client-side navigation (the layout remounted and cannot tell).
  useEffect(() => {
    if (done === null) return;
    runs.current += 1;
    if (runs.current > 1) document.getElementById('main')?.focus({ preventScroll: true });
  }, [done]);

  const arrived = sentTo === null || sentTo === pathname;
  useEffect(() => {
    if (sentTo !== null && sentTo === pathname) setSentTo(null);
  }, [sentTo, pathname]);

  // A way in that settles at once (the effect above settles it without the machine, storing
  // nothing) shows its page at this render: waiting for the effect made the page's first render a
  // second one, run at once as the effects ended, one long task on a phone (issue 17, Total Blocking Time).
  const atOnce = config !== null && done !== key && settlesAtOnce(startupRoute(inputFor(pathname, search, config)));
  if ((done === key || atOnce) && arrived) return <Outlet />;
  // The layout (header, footer) waits for the visitor too: its site depends on who that is. The
  // indicator is the layout's own fixed one, so nothing moves when the layout takes over.
  return <div className="shell"><main id="main" className="shell__main" tabIndex={-1}><PageLoading fixed /></main></div>;
}
