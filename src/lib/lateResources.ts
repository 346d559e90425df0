/**
 * A page's stylesheets and module scripts load after its largest paint (docs/decisions/167).
 *
 * The server (src/http/firstScreenStyles.ts) puts them into one `<noscript>` at the end of the body,
 * followed by LATE_LOADER. Without JavaScript the browser reads the `<noscript>` as markup: the
 * stylesheets apply as in-body links, and the scripts are inert as they would be anyway. With
 * JavaScript its content is text, which the loader turns into elements (a contextual fragment, whose
 * scripts run, unlike those of innerHTML) once the frame after the
 * `load` event has painted, or at the reader's first touch, key or scroll if that comes first. The
 * loader reads only the `<noscript>` right before itself, never one a page's content could hold.
 *
 * The server adds this script's hash to the page's CSP (src/http/pageCsp.ts) when the page holds it.
 */
export const LATE_LOADER =
  "{let n=document.currentScript.previousElementSibling,d,g=()=>d||(d=1,document.body.append(document.createRange().createContextualFragment(n.textContent)));addEventListener('load',()=>requestAnimationFrame(()=>setTimeout(g)));for(let k of['pointerdown','keydown','scroll','touchstart'])addEventListener(k,g,{once:1,passive:1,capture:1})}";

/** The late part of a page: its `links` and module `scripts` (tags as the build wrote them), and the loader. */
export function lateResources(links: readonly string[], scripts: readonly string[]): string {
  return `<noscript>${links.join('')}${scripts.join('')}</noscript><script>${LATE_LOADER}</script>`;
}
