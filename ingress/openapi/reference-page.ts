/**
 * GET /docs: a readable API reference rendered in the browser from /openapi.json. Self-contained (no CDN, no
 * external font or script): the script below is the whole renderer, and the page's CSP allows nothing else.
 */
export const REFERENCE_CSP =
  "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const PLATFORM_INTRO = {
  heading: 'Authentication and billing',
  text: 'Protected routes take Authorization: Bearer <key>. Paid routes answer with X-Balance, X-Balance-Mills, X-Cost and X-Cost-Mills headers; a 402 carries balance{current_mills, required_mills, formatted_current, formatted_required}. Operators top an account up with: haven balance add <account> <usd>.',
};

export interface ReferencePageOptions {
  /** default: Haven API reference */
  title?: string;
  /** the section before the routes; default: the platform's authentication and billing */
  intro?: { heading: string; text: string };
}

/** JSON for inside a <script> element: `<` escaped so no string can close the element */
const scriptJson = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');

const htmlText = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

export function renderReferencePage(o: ReferencePageOptions = {}): string {
  const title = htmlText(o.title ?? 'Haven API reference');
  const intro = scriptJson(o.intro ?? PLATFORM_INTRO);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title}</title><link rel="icon" href="data:,">
<style>
:root{--fg:#1d2330;--mut:#5b6475;--bd:#dde2ea;--bg:#f7f8fb;--acc:#2457c5}
*{box-sizing:border-box}body{margin:0;font:15px/1.5 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:var(--fg);background:#fff}
header{padding:18px 28px;border-bottom:1px solid var(--bd);background:var(--bg)}header h1{margin:0;font-size:22px}header p{margin:4px 0 0;color:var(--mut)}
.wrap{display:flex;min-height:calc(100vh - 80px)}nav{width:280px;flex:none;border-right:1px solid var(--bd);padding:16px;position:sticky;top:0;max-height:100vh;overflow-y:auto;overflow-x:hidden}
nav h3{font-size:12px;text-transform:uppercase;letter-spacing:.06em;color:var(--mut);margin:16px 0 6px}nav a{display:block;color:var(--fg);text-decoration:none;padding:2px 0;font-size:13px;word-break:break-all}nav a:hover{color:var(--acc)}
main{flex:1;padding:8px 28px 60px;max-width:1000px}section.op{border:1px solid var(--bd);border-radius:8px;margin:18px 0;padding:14px 18px}
.m{display:inline-block;min-width:62px;text-align:center;font:600 12px/22px ui-monospace,monospace;border-radius:4px;color:#fff;margin-right:8px}
.get{background:#2f7d4f}.post{background:#2457c5}.put{background:#9a6a00}.delete{background:#b3261e}.patch{background:#6b3fa0}
code,.path{font-family:ui-monospace,SFMono-Regular,Menlo,monospace}.path{font-size:15px;font-weight:600}.dep{color:#b3261e;font-size:12px;margin-left:8px}
.auth{font-size:12px;color:var(--mut);margin-left:8px}table{border-collapse:collapse;width:100%;margin:6px 0;font-size:13px}td,th{border-bottom:1px solid var(--bd);text-align:left;padding:4px 6px;vertical-align:top}
details{margin:6px 0}summary{cursor:pointer;color:var(--acc);font-size:13px}pre{background:var(--bg);border:1px solid var(--bd);border-radius:6px;padding:10px;overflow:auto;font-size:12px;max-height:420px}
#err{color:#b3261e}
</style></head>
<body><header><h1>${title}</h1><p>Generated from the routes' zod schemas. Machine-readable: <a href="/openapi.json">/openapi.json</a> (OpenAPI 3.1).</p></header>
<div class="wrap"><nav id="nav"></nav><main id="main"><p>Loading…</p></main></div>
<script>
(function(){
  function el(t,a,c){var e=document.createElement(t);if(a)for(var k in a)e.setAttribute(k,a[k]);(c||[]).forEach(function(x){e.appendChild(typeof x==='string'?document.createTextNode(x):x)});return e}
  function schemaText(s){return JSON.stringify(s,null,2)}
  fetch('/openapi.json').then(function(r){return r.json()}).then(function(doc){
    var main=document.getElementById('main'),nav=document.getElementById('nav');main.textContent='';
    main.appendChild(el('p',{},[doc.info.description||'']));
    var intro=${intro};
    main.appendChild(el('h2',{id:'intro'},[intro.heading]));
    main.appendChild(el('p',{},[intro.text]));
    var byTag={};Object.keys(doc.paths).forEach(function(p){Object.keys(doc.paths[p]).forEach(function(m){var op=doc.paths[p][m];var t=(op.tags||['other'])[0];(byTag[t]=byTag[t]||[]).push({p:p,m:m,op:op})})});
    Object.keys(byTag).sort().forEach(function(tag){
      nav.appendChild(el('h3',{},[tag]));main.appendChild(el('h2',{id:'tag-'+tag},[tag]));
      byTag[tag].forEach(function(x){
        var id=x.op.operationId;nav.appendChild(el('a',{href:'#'+id},[x.m.toUpperCase()+' '+x.p]));
        var head=el('div',{},[el('span',{class:'m '+x.m},[x.m.toUpperCase()]),el('span',{class:'path'},[x.p])]);
        if(x.op.security&&x.op.security.length)head.appendChild(el('span',{class:'auth'},['API key']));
        if(x.op.deprecated)head.appendChild(el('span',{class:'dep'},['deprecated']));
        var sec=el('section',{class:'op',id:id},[head,el('p',{},[x.op.summary||''])]);
        if(x.op.parameters&&x.op.parameters.length){var tb=el('table',{},[el('tr',{},[el('th',{},['parameter']),el('th',{},['in']),el('th',{},['required']),el('th',{},['schema'])])]);
          x.op.parameters.forEach(function(p){tb.appendChild(el('tr',{},[el('td',{},[el('code',{},[p.name])]),el('td',{},[p.in]),el('td',{},[p.required?'yes':'no']),el('td',{},[el('code',{},[JSON.stringify(p.schema)])])]))});sec.appendChild(tb)}
        if(x.op.requestBody){sec.appendChild(el('details',{},[el('summary',{},['Request body']),el('pre',{},[schemaText(x.op.requestBody.content['application/json'].schema)])]))}
        var ok=x.op.responses['200'];if(ok){sec.appendChild(el('details',{},[el('summary',{},['200 response']),el('pre',{},[schemaText(ok.content['application/json'].schema)])]))}
        sec.appendChild(el('p',{class:'auth'},['Other answers: '+Object.keys(x.op.responses).filter(function(c){return c!=='200'}).join(', ')+' (error shape below)']));
        main.appendChild(sec);
      });
    });
    main.appendChild(el('h2',{id:'errors'},['Error shape']));main.appendChild(el('pre',{},[schemaText(doc.components.schemas.Error)]));
  }).catch(function(e){document.getElementById('main').innerHTML='';document.getElementById('main').appendChild(el('p',{id:'err'},['Could not load /openapi.json: '+e]))});
})();
</script></body></html>`;
}
