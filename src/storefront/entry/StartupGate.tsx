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
import type { NavigateParams } from '../../../machines/effects';
import { settlesAtOnce, startupRoute, type StartupConfig, type StartupInput } from '../../../machines/storefront/startupRoute';
import { PageLoading } from '../../app/PageLoading';
import { useAppNavigate } from '../../enrollment/useAppNavigate';
import { fillRepInfo } from './repInfo';
import { useStartupConfig } from './useStartupConfig';
import { storedIds } from './visitorStorage';

/** The startup machine's chunk (xstate with it), loaded once. */
const startupChunk = () => import('./startupActor');
// Any first load beside the default site's root runs the machine (or a page that needs xstate):
// its chunk comes beside get-default-info rather than after it.
if (typeof window !== 'undefined' && window.location.pathname !== '/') void startupChunk();

/** Ways in that say who the visitor is; any other path keeps the visitor this load resolved. */
const ENTRY_KINDS = new Set(['landing', 'referral', 'website', 'external', 'clear', 'whiteLabelSite', 'redirect', 'notFound']);

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
  const entry = config !== null && ENTRY_KINDS.has(startupRoute(inputFor(pathname, search, config)).kind);
  const key = entry ? `${pathname}${search}` : last.current;
  last.current = key;

  useEffect(() => {
    if (!config || done === key) return undefined;
    let target: string | null = null;
    const input = inputFor(pathname, search, config);
    // A custom domain's visitor starts on /home when they open the site; reloading a page of the
    // site (say /plans) keeps them on it.
    const kind = startupRoute(input).kind;
    const stays = kind === 'customDomain' && pathname !== '/';
    const go = (params: NavigateParams) => {
      if (stays && params.to === '/home') return;
      target = params.to.split('?')[0];
      // The white-label host's root is a way in of its own: its redirects load it afresh.
      navigate(kind === 'redirect' ? { ...params, reload: true } : params);
    };
    // A public visit with nothing stored (or an access view) settles without the machine's chunk.
    if (settlesAtOnce(startupRoute(input))) {
      setSentTo(null);
      setDone(key);
      void fillRepInfo();
      return undefined;
    }
    let stop = false;
    let actor: { stop: () => void } | null = null;
    // xstate arrives with the startup's own chunk: the shell's first download stays React and the router.
    void startupChunk().then(({ createStartupActor }) => {
      if (stop) return;
      const running = createStartupActor(input, go);
      running.subscribe((snapshot) => {
        if (snapshot.status !== 'done') return;
        setSentTo(target);
        setDone(key);
        void fillRepInfo();
      });
      actor = running;
      running.start();
    });
    return () => {
      stop = true;
      actor?.stop();
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

  if (done === key && arrived) return <Outlet />;
  // The layout (header, footer) waits for the visitor too: its site depends on who that is. The
  // indicator is the layout's own fixed one, so nothing moves when the layout takes over.
  return <div className="shell"><main id="main" className="shell__main" tabIndex={-1}><PageLoading fixed /></main></div>;
}
