/**
 * Issue 17: a resumed wizard screen's scripts leave its markup for a data block that a fixed
 * loader reads after the first paint (server/services/deferredAppScripts.ts): every module
 * script and modulepreload hint is taken, in the page's order, with its crossorigin, and nothing else.
 */
import { describe, expect, it } from 'vitest';
import { DEFERRED_SCRIPTS_ID, DEFERRED_SCRIPTS_LOADER, deferredScriptsTail, takeAppScripts } from '../../../server/services/deferredAppScripts';

// The head Vite builds (dist/index.html) with the shell's hints (server/plugins/shellPreloads.ts).
const HEAD = '<head><title>Benefit Store</title>'
  + '<script type="module" crossorigin src="/assets/index-A.js"></script>'
  + '<link rel="modulepreload" crossorigin href="/assets/shell-B.js">'
  + '<link rel="stylesheet" crossorigin href="/assets/shell-C.css">'
  + '<link rel="preload" as="style" crossorigin href="/assets/wizard-D.css">'
  + '<script type="application/json" id="first-paint-data">{}</script>'
  + '<link rel="modulepreload" href="/api/v1/form-validators/abc.js"></head>';

describe("a wizard page's deferred scripts", () => {
  it('takes the module scripts and modulepreload hints, in order, and leaves the stylesheets and data blocks', () => {
    const { html, scripts } = takeAppScripts(HEAD);
    expect(scripts).toEqual([['s', '/assets/index-A.js', true], ['p', '/assets/shell-B.js', true], ['p', '/api/v1/form-validators/abc.js', false]]);
    expect(html).toBe('<head><title>Benefit Store</title>'
      + '<link rel="stylesheet" crossorigin href="/assets/shell-C.css">'
      + '<link rel="preload" as="style" crossorigin href="/assets/wizard-D.css">'
      + '<script type="application/json" id="first-paint-data">{}</script></head>');
  });

  it('writes them as a data block before the loader, and nothing when there are none', () => {
    const tail = deferredScriptsTail([['s', '/assets/index-A.js', true]]);
    expect(tail).toBe(`<script type="application/json" id="${DEFERRED_SCRIPTS_ID}">[["s","/assets/index-A.js",true]]</script><script>${DEFERRED_SCRIPTS_LOADER}</script>`);
    expect(deferredScriptsTail([])).toBe('');
  });
});
