/**
 * A page's stylesheets and module scripts load after its largest paint (docs/decisions/167).
 *
 * The server (src/http/firstScreenStyles.ts) puts them into one `<noscript>` at the end of the body,
 * followed by LATE_LOADER. Without JavaScript the browser reads the `<noscript>` as markup: the
 * stylesheets apply as in-body links, and the scripts are inert as they would be anyway. With
 * JavaScript its content is text, which the loader turns into elements (a contextual fragment, whose
 * scripts run, unlike those of innerHTML) at the browser's first idle moment after the `load` event
 * (`requestIdleCallback`, at most half a second on; a task where there is none), when the largest
 * picture has painted, or at the reader's first touch, key or scroll if that comes first. The
 * loader reads only the `<noscript>` right before itself, never one a page's content could hold, and
 * puts the elements in its place.
 *
 * The loader keeps listening, and notes the reader's first real touch, key or scroll as
 * `self.interacted`: the page's scripts that wait for the first interaction (field vitals, page
 * views) come after it, and read it there (src/browser/firstInteraction.ts). The browser's user
 * activation would miss a scroll, and counts a test driver's script as a tap.
 *
 * A tap on a button inside one of the page's own elements whose script has not come yet (an
 * undefined custom element, such as `<subscribe-list>` before its script) would otherwise take the
 * path without JavaScript, or do nothing: the loader holds that click and replays it on the button
 * once the element is defined, as the islands' interaction directive does for theirs.
 *
 * The server adds this script's hash to the page's CSP (src/http/pageCsp.ts) when the page holds it.
 */
export const LATE_LOADER =
  "{let n=document.currentScript.previousElementSibling,d,a=addEventListener,g=e=>{e?.isTrusted&&(self.interacted=1);d||(d=1,n.replaceWith(document.createRange().createContextualFragment(n.textContent)))};a('load',()=>(self.requestIdleCallback||setTimeout)(g,{timeout:500}));for(let k of['pointerdown','keydown','scroll'])a(k,g,1);a('click',e=>{let b=e.target.closest?.(':not(:defined) button');b&&(e.preventDefault(),e.stopImmediatePropagation(),customElements.whenDefined(b.closest(':not(:defined)').localName).then(()=>b.click()))},1)}";

/** The late part of a page: its `links` and module `scripts` (tags as the build wrote them), and the loader. */
export function lateResources(links: readonly string[], scripts: readonly string[]): string {
  return `<noscript>${links.join('')}${scripts.join('')}</noscript><script>${LATE_LOADER}</script>`;
}
