/**
 * A page with a static first paint starts its scripts once that paint is on screen (issue 17): a
 * resumed wizard screen, a quoted visitor's plan detail and cart (staticPaint.ts).
 *
 * The page paints its first content from the HTML (its heading, the plan, the cart); the app's scripts
 * (about 200 KiB, 20 files) only take that picture over. Fetched from the head, they share the
 * phone's bandwidth with the stylesheets the paint waits for, and Lighthouse counts every one
 * that has arrived before the paint as holding it up. Here the page's module script and its
 * modulepreload hints leave the markup and become a data block, and one small inline script adds
 * them, in the same order with the same attributes, once the browser has painted the page. The app
 * then runs as before. Its downloads start after the stylesheets instead of beside them: on a slow
 * network the step is ready later by about the stylesheets' download time, the heading painted
 * sooner by the scripts' share of the connection.
 *
 * The inline script is always the same text, so the Content-Security-Policy allows it by its
 * hash (plugins/cspSources.ts) and nothing else inline runs.
 */
import { LANGUAGE_LOCALES } from '../../schemas/i18n/language';
import { dataBlock } from './scriptJson';

/** The data block's id: the scripts' [kind, URL, crossorigin] in the page's order. */
export const DEFERRED_SCRIPTS_ID = 'app-scripts';

/**
 * The loader: 's' a module script, 'p' a modulepreload hint; crossorigin as the tag had it. Once
 * only: in the task after the browser reports the first contentful paint (two frames where it
 * cannot), or after three seconds at most (a tab hidden before its first frame paints none, and the
 * app must not wait for the visitor to look); at once in a tab that is not visible.
 * One element a task, the next posted at once through a MessageChannel (no timer clamp): each
 * element starts its request in the renderer, 3 to 10 ms at 4x CPU, and the page's 20-odd in one
 * task made a long task of 75 to 250 ms after the first paint, all of it Total Blocking Time (issue 17).
 * The first requests start as soon as before, the last about as late: the same work, with input handled between.
 * After the last, one task builds the page's money format (formatMoney's: Intl's currency style in
 * the page's locale) while the scripts download: a page's first Intl.NumberFormat loads ICU's number
 * data, 60 to 130 ms at 4x CPU, which the app's first render of a price paid inside its own long task.
 */
export const DEFERRED_SCRIPTS_LOADER = `(()=>{const l=JSON.parse(document.getElementById('${DEFERRED_SCRIPTS_ID}').textContent);let d=0;`
  + "const m=new MessageChannel();let i=0;const n=()=>{const[k,u,c]=l[i++];const e=document.createElement(k==='s'?'script':'link');"
  + "if(k==='s'){e.type='module';e.src=u}else{e.rel='modulepreload';e.href=u}if(c)e.crossOrigin='';document.head.append(e);if(l.length>i)m.port2.postMessage(0);else setTimeout(w)};"
  + `const w=()=>{try{new Intl.NumberFormat(${JSON.stringify(LANGUAGE_LOCALES)}[document.documentElement.lang]||'en-US',{style:'currency',currency:'USD'}).format(0)}catch(_){}};`
  + "m.port1.onmessage=n;const a=()=>{if(d)return;d=1;n()};"
  + "if(document.visibilityState!=='visible'){a();return}setTimeout(a,3000);"
  + "if(typeof PerformanceObserver==='function'&&(PerformanceObserver.supportedEntryTypes||[]).includes('paint'))"
  + "new PerformanceObserver((x,o)=>{if(x.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(a)}}).observe({type:'paint',buffered:true});"
  + "else requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(a)))})()";

type Deferred = ['s' | 'p', string, boolean];

const TAGS = /<script type="module"( crossorigin)? src="([^"]+)"><\/script>|<link rel="modulepreload"( crossorigin)? href="([^"]+)">/g;

/** `html` without its module scripts and modulepreload hints, and those, in order. */
export function takeAppScripts(html: string): { html: string; scripts: Deferred[] } {
  const scripts: Deferred[] = [];
  const rest = html.replace(TAGS, (_tag, scriptCors?: string, src?: string, hintCors?: string, href?: string) => {
    scripts.push(src ? ['s', src, Boolean(scriptCors)] : ['p', href ?? '', Boolean(hintCors)]);
    return '';
  });
  return { html: rest, scripts };
}

/** The data block and the loader that start `scripts` after the first paint (nothing when there are none). */
export function deferredScriptsTail(scripts: readonly Deferred[]): string {
  if (scripts.length === 0) return '';
  return `${dataBlock(DEFERRED_SCRIPTS_ID, scripts)}<script>${DEFERRED_SCRIPTS_LOADER}</script>`;
}
