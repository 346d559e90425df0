import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { trimPolicyToPage } from '../../../src/http/pageCsp.ts';
import { SPECULATION_RULES } from '../../../src/lib/speculationRules.ts';
import { LATE_LOADER } from '../../../src/lib/lateResources.ts';

/** What a browser compares: the SHA-256 of the element's text in UTF-8. */
const hashOf = (text: string, algorithm = 'sha256') => `'${algorithm}-${createHash(algorithm).update(text, 'utf8').digest('base64')}'`;
const page = (html: string) => new TextEncoder().encode(html);

const RUNTIME = '(()=>{customElements.define("astro-island",class extends HTMLElement{})})();';
const LOADER = 'document.documentElement.dataset.ready="是"';
const DIRECTIVE_IDLE = '(()=>{window.Astro.idle=1})();';
const DIRECTIVE_DEV = '(()=>{console.log("dev")})();';
const ISLAND_STYLE = 'astro-island{display:contents}';
const OTHER_STYLE = 'p{color:red}';

/** Astro's header: every hash of the build, whatever the page. */
const ASTRO_POLICY = [
  "default-src 'self'",
  "object-src 'none'",
  `script-src 'self' ${[RUNTIME, LOADER, DIRECTIVE_IDLE, DIRECTIVE_DEV].map((text) => hashOf(text)).join(' ')}`,
  `style-src 'self' ${[ISLAND_STYLE, OTHER_STYLE, ''].map((text) => hashOf(text)).join(' ')};`,
].join(';');

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `)) ?? null;

describe('a page’s CSP keeps the hashes of its own inline scripts and styles (docs/decisions/126)', () => {
  it.each([
    ['no inline script or style', '<p>text</p>', [], []],
    ['the island runtime and its style', `<style>${ISLAND_STYLE}</style><script>${RUNTIME}</script>`, [RUNTIME], [ISLAND_STYLE]],
    ['a module script with non-ASCII text (hashed as UTF-8)', `<script type="module">${LOADER}</script>`, [LOADER], []],
    ['a script with a src is not inline', `<script type="module" src="/a.js"></script><script src=/b.js>${LOADER}</script>`, [], []],
    ['a data block (JSON-LD) runs nothing', `<script type="application/ld+json">${LOADER}</script>`, [], []],
    ['attributes in any quoting', `<script type=text/javascript>${RUNTIME}</script><script type='module' async>${DIRECTIVE_IDLE}</script>`, [RUNTIME, DIRECTIVE_IDLE], []],
    ['an element that only starts like one is not', `<scripts>${RUNTIME}</scripts><style-x>${OTHER_STYLE}</style-x>`, [], []],
    ['an inline SVG style counts', `<svg><style>${OTHER_STYLE}</style></svg>`, [], [OTHER_STYLE]],
    ['an empty style element', '<style></style>', [], ['']],
    ['an unclosed script ends the scan', `<script>${RUNTIME}</script><script>${LOADER}`, [RUNTIME], []],
  ] as const)('%s', (_name, html, scripts, styles) => {
    const trimmed = trimPolicyToPage(ASTRO_POLICY, page(html));
    expect(directive(trimmed, 'script-src')).toBe(["script-src 'self'", ...scripts.map((text) => hashOf(text))].join(' '));
    expect(directive(trimmed, 'style-src')).toBe(["style-src 'self'", ...styles.map((text) => hashOf(text))].join(' '));
  });

  it('never adds a hash: an inline script Astro did not list stays blocked', () => {
    const trimmed = trimPolicyToPage(ASTRO_POLICY, page(`<script>alert(1)</script><script>${RUNTIME}</script>`));
    expect(trimmed).not.toContain(hashOf('alert(1)'));
    expect(directive(trimmed, 'script-src')).toBe(`script-src 'self' ${hashOf(RUNTIME)}`);
  });

  it.each([
    ['alone', `<style>${OTHER_STYLE}</style>`, [OTHER_STYLE]],
    ['beside a style Astro listed', `<style>${ISLAND_STYLE}</style><style>${OTHER_STYLE}</style>`, [ISLAND_STYLE, OTHER_STYLE]],
  ])('adds the hash of the style the server wrote itself (docs/decisions/145): %s', (_name, html, styles) => {
    const own = 'h1{margin:0}';
    const trimmed = trimPolicyToPage(ASTRO_POLICY.replace(hashOf(OTHER_STYLE), ''), page(`${html}<style>${own}</style>`), own);
    expect(directive(trimmed, 'style-src')).toBe(["style-src 'self'", ...styles.filter((text) => text !== OTHER_STYLE).map((text) => hashOf(text)), hashOf(own)].join(' '));
    expect(trimmed).not.toContain(hashOf(OTHER_STYLE));
  });

  it.each([
    ['the site’s own rules', `<script type="speculationrules">${SPECULATION_RULES}</script>`, [SPECULATION_RULES]],
    ['the site’s rules beside the runtime', `<script type="speculationrules">${SPECULATION_RULES}</script><script>${RUNTIME}</script>`, [RUNTIME, SPECULATION_RULES]],
    ['other rules stay blocked', '<script type="speculationrules">{"prerender":[{"source":"list","urls":["/logout"]}]}</script>', []],
    ['the site’s rules changed by one byte stay blocked', `<script type="speculationrules">${SPECULATION_RULES} </script>`, []],
  ] as const)('allows the list pages’ speculation rules (docs/decisions/153) and nothing else: %s', (_name, html, scripts) => {
    const trimmed = trimPolicyToPage(ASTRO_POLICY, page(html));
    expect(directive(trimmed, 'script-src')).toBe(["script-src 'self'", ...scripts.map((text) => hashOf(text))].join(' '));
  });

  it.each([
    ['the loader alone', `<noscript></noscript><script>${LATE_LOADER}</script>`, [LATE_LOADER]],
    ['the loader beside the runtime', `<script>${RUNTIME}</script><noscript></noscript><script>${LATE_LOADER}</script>`, [RUNTIME, LATE_LOADER]],
    ['the loader changed by one byte stays blocked', `<script>${LATE_LOADER};</script>`, []],
    ['a page without the loader adds nothing', `<script>${RUNTIME}</script>`, [RUNTIME]],
  ] as const)('allows the late resources’ loader (docs/decisions/167) and nothing else: %s', (_name, html, scripts) => {
    const trimmed = trimPolicyToPage(ASTRO_POLICY, page(html));
    expect(directive(trimmed, 'script-src')).toBe(["script-src 'self'", ...scripts.map((text) => hashOf(text))].join(' '));
  });

  it('leaves every other directive and source as it was', () => {
    const policy = `default-src 'self';connect-src 'self' https: wss:;script-src 'self' 'strict-dynamic' ${hashOf(RUNTIME)} ${hashOf(LOADER)};script-src-elem 'self' ${hashOf(LOADER)};`;
    expect(trimPolicyToPage(policy, page(`<script>${RUNTIME}</script>`))).toBe(
      `default-src 'self';connect-src 'self' https: wss:;script-src 'self' 'strict-dynamic' ${hashOf(RUNTIME)};script-src-elem 'self';`,
    );
  });

  it.each([
    ['a policy in another algorithm', `script-src 'self' ${hashOf(RUNTIME, 'sha384')} ${hashOf(LOADER, 'sha384')}`, page(`<script>${RUNTIME}</script>`)],
    ['a page over 1 MB', ASTRO_POLICY, page(`<script>${RUNTIME}</script>${' '.repeat(1024 * 1024)}`)],
  ])('%s keeps the policy as it is', (_name, policy, html) => {
    expect(trimPolicyToPage(policy, html)).toBe(policy);
  });

  it('reads a view into a larger buffer at its offset', () => {
    const bytes = page(`xxxx<script>${RUNTIME}</script>`);
    const view = new Uint8Array(bytes.buffer, 4, bytes.byteLength - 4);
    expect(directive(trimPolicyToPage(ASTRO_POLICY, view), 'script-src')).toBe(`script-src 'self' ${hashOf(RUNTIME)}`);
  });
});
