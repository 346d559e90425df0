import { digestOnce } from '../config/digestMemo.ts';
import { createHash } from 'node:crypto';
import type http from 'node:http';
import { SPECULATION_RULES } from '../lib/speculationRules.ts';
import { LATE_LOADER } from '../lib/lateResources.ts';

/**
 * One page's Content-Security-Policy, trimmed to what that page runs (docs/decisions/126).
 *
 * Astro writes the same script-src and style-src lists into every page's header: the hash of
 * every inline script and style the build could put on any page (each client directive, the
 * island runtime in its development form too). That is 13 script hashes, about 1 KB of header on
 * every HTML response, where an article runs three of them. Here, once the whole page is in hand
 * (compressWhole holds it anyway), its own inline scripts and styles are hashed (a few KB of
 * constant build output, so each is hashed once: digestMemo.ts) and Astro's lists keep only those
 * hashes. Nothing else is added: a script Astro did not list stays blocked. The one exception is
 * the style the server itself writes from the build's stylesheets (firstScreenStyles.ts,
 * docs/decisions/145), whose hash joins style-src; and the list pages' speculation rules
 * (docs/decisions/153), whose hash joins script-src when the page holds exactly the site's rules,
 * and the loader of a page's late stylesheets and scripts (docs/decisions/167), likewise.
 */

/** Larger pages keep Astro's full lists (no page is near this). */
const MAX_SCANNED_BYTES = 1024 * 1024;
/** Script types that need a hash: those a browser runs, and an import map. Any other (application/ld+json) is data. */
const EXECUTED_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'importmap']);

const TAGS = {
  script: { open: Buffer.from('<script'), close: Buffer.from('</script>') },
  style: { open: Buffer.from('<style'), close: Buffer.from('</style>') },
};

/** The bytes between each inline `<tag …>` and its `</tag>`, for the elements `keep` accepts by their opening tag. */
function inlineContents(html: Buffer, tag: keyof typeof TAGS, keep: (openTag: string) => boolean): Buffer[] {
  const found: Buffer[] = [];
  const { open, close } = TAGS[tag];
  let at = html.indexOf(open);
  while (at !== -1) {
    const tagEnd = html.indexOf(0x3e /* > */, at);
    if (tagEnd === -1) break;
    const openTag = html.toString('latin1', at, tagEnd + 1);
    const end = html.indexOf(close, tagEnd);
    if (end === -1) break;
    // `<scripts…` or `<style-x…` is another element.
    if (/^<\w+[\s>]/.test(openTag) && keep(openTag)) found.push(html.subarray(tagEnd + 1, end));
    at = html.indexOf(open, end + close.length);
  }
  return found;
}

function scriptRuns(openTag: string): boolean {
  if (/\ssrc\s*=/i.test(openTag)) return false;
  const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(openTag)?.[1] ?? '';
  return EXECUTED_TYPES.has(type.toLowerCase());
}

const OWN_RULES = Buffer.from(SPECULATION_RULES);
const LATE_SCRIPT = Buffer.from(LATE_LOADER);
const digestOf = (content: Buffer) => `'sha256-${digestOnce('sha256', content).toString('base64')}'`;
/** Styles differ from page to page (the first screen's rules), so they are hashed without the memo, which keeps the build's constant scripts. */
const styleDigestOf = (content: Buffer) => `'sha256-${createHash('sha256').update(content).digest('base64')}'`;

/** `directive` (e.g. `script-src …`) with only the hash sources in `used`, and `added` after them; other sources stay. */
function keepHashes(directive: string, used: ReadonlySet<string>, added: string[] = []): string {
  const kept = directive.split(/\s+/).filter((token) => !/^'sha(256|384|512)-/i.test(token) || used.has(token));
  const tail = kept.at(-1) === '' ? kept.pop() : undefined;
  return [...kept, ...added.filter((hash) => !kept.includes(hash)), ...(tail === undefined ? [] : [tail])].join(' ');
}

/**
 * `policy` with the hash sources of script-src and style-src (and their -elem forms) cut to the
 * inline scripts and styles in `html`. Only sha256 hashes (Astro's default) are matched; a policy
 * in another algorithm is returned as it is.
 */
export function trimPolicyToPage(policy: string, html: Uint8Array, ownStyle: string | null = null): string {
  if (html.byteLength > MAX_SCANNED_BYTES || /'sha(384|512)-/i.test(policy)) return policy;
  const body = Buffer.from(html.buffer, html.byteOffset, html.byteLength);
  const scripts = new Set(inlineContents(body, 'script', scriptRuns).map(digestOf));
  const styles = new Set(inlineContents(body, 'style', () => true).map(styleDigestOf));
  const rules = inlineContents(body, 'script', (openTag) => /\stype\s*=\s*["']?speculationrules["'\s>]/i.test(openTag)).some((content) => content.equals(OWN_RULES));
  const addedScripts = rules ? [digestOf(OWN_RULES)] : [];
  if (scripts.has(digestOf(LATE_SCRIPT))) addedScripts.push(digestOf(LATE_SCRIPT));
  return policy
    .split(';')
    .map((part) => {
      const name = /^\s*([\w-]+)/.exec(part)?.[1]?.toLowerCase();
      if (name === 'script-src' || name === 'script-src-elem') return keepHashes(part, scripts, addedScripts);
      if (name === 'style-src' || name === 'style-src-elem') return keepHashes(part, styles, ownStyle === null ? [] : [styleDigestOf(Buffer.from(ownStyle))]);
      return part;
    })
    .join(';');
}

/** Sets a page response's CSP to its trimmed form, given the whole body about to be sent and the style the server wrote into it. */
export function trimPageCsp(res: http.ServerResponse, body: Buffer, ownStyle: string | null = null): void {
  const policy = res.getHeader('content-security-policy');
  if (typeof policy !== 'string' || body.length === 0 || !String(res.getHeader('content-type') ?? '').startsWith('text/html')) return;
  res.setHeader('content-security-policy', trimPolicyToPage(policy, body, ownStyle));
}
