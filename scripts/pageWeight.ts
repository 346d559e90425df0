/**
 * What a page costs a reader on a cheap phone: the HTML of the first response and the CSS and
 * JavaScript it loads, before the first interaction and in total, compressed as our server sends
 * them (brotli 11 / gzip 9). Read from the built client, by following the page's own tags and the
 * chunks' static and dynamic imports.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface Sizes {
  raw: number;
  gzip: number;
  br: number;
}

export interface PageWeight {
  html: Sizes;
  css: Sizes;
  /**
   * Module scripts (inline ones too, bar Astro's own island loader) and islands that hydrate
   * without waiting for the reader (load, idle, visible).
   */
  jsBeforeInteraction: Sizes;
  /** Everything the page can load, dynamic imports included, bar the conditional fallbacks. */
  jsTotal: Sizes;
  /** Inline module code of the page (Astro's own island loader excluded). */
  jsInline: Sizes;
  /** Fallbacks only some browsers load (hls.js where HLS is not native), counted apart. */
  jsFallbacks: Sizes;
  /** Field Web Vitals (docs/decisions/146): the chunks only its bootstrap reaches, counted apart from jsTotal. */
  jsFieldVitals: Sizes;
  jsFiles: { before: string[]; total: string[] };
  /**
   * Each island's code by component name (e.g. `ShareSheet`): its component chunk and its static
   * imports, without the renderer (React) every island shares. A chunk two islands import (the
   * Actions client) counts in both, so the column is per island, not a sum.
   */
  islands: Record<string, Sizes>;
  /**
   * Each plain custom element's code by component name (e.g. `CommentActions`): its page script and
   * everything it imports, the code it loads on the first touch included. Chunks shared with islands
   * (the Actions client) count here too, as in `islands`.
   */
  elements: Record<string, Sizes>;
  /**
   * Each reader tool's code and styles by name (e.g. `pictureViewer`): a chunk only the tool's
   * own first tap imports (docs/decisions/155), with what it imports and the stylesheets it links.
   * Counted here and not in jsTotal or the elements, since a reader who never taps it never loads it.
   */
  tools: Record<string, Sizes>;
}

export function sizesOf(body: Buffer | string): Sizes {
  const buffer = typeof body === 'string' ? Buffer.from(body) : body;
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    br: brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

const add = (a: Sizes, b: Sizes): Sizes => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, br: a.br + b.br });
const ZERO: Sizes = { raw: 0, gzip: 0, br: 0 };

/** Chunks a page loads only on browsers that lack a native feature (see docs/decisions/031-byte-budgets.md). */
const FALLBACK_CHUNK = /\/hls\.light\.[^/]+\.js$/;
/**
 * Reader tools loaded on their own first tap (docs/decisions/155), and the open tag's behaviour,
 * loaded inside WeChat only on the pages that carry the tag (docs/decisions/158), and the WeChat share
 * card of the pages that share beyond articles, loaded inside WeChat only (pageShare, docs/decisions/159): `<name>Runtime.<hash>.js`.
 */
const TOOL_CHUNK = /\/(pictureViewer|readAloud|openInApp|pageShare)Runtime\.[^/]+\.js$/;
/** The stylesheets a tool links itself, named in its chunk as built asset paths. */
const LINKED_CSS = /["'`]([^"'`\s]+\.css)["'`]/g;

/** The field Web Vitals bootstrap (src/layouts/FieldVitals.astro): measurement, not the page's own code. */
const FIELD_VITALS_SCRIPT = /\/FieldVitals\.astro_astro_type_script/;

export function createPageWeigher(clientDir: string, basePath: string) {
  const cache = new Map<string, { sizes: Sizes; staticImports: string[]; dynamicImports: string[] }>();

  function fileFor(url: string): string {
    const pathname = url.split('?')[0] ?? url;
    const relative = pathname.startsWith(basePath) ? pathname.slice(basePath.length) : pathname;
    return path.join(clientDir, relative);
  }

  function chunk(url: string) {
    let entry = cache.get(url);
    if (!entry && url.endsWith('.css')) {
      entry = { sizes: sizesOf(readFileSync(fileFor(url))), staticImports: [], dynamicImports: [] };
      cache.set(url, entry);
    }
    if (!entry) {
      const text = readFileSync(fileFor(url), 'utf8');
      const resolve = (specifier: string) => new URL(specifier, `http://x${url}`).pathname;
      // Bundlers write specifiers with any of the three quote kinds (dynamic ones often in backticks).
      const staticImports = [...text.matchAll(/(?:import|export)\s*(?:[\w*{}\s,$]*from\s*)?["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g)].map((m) => resolve(m[1]!));
      const dynamicImports = [...text.matchAll(/import\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g)].map((m) => resolve(m[1]!));
      // A tool's own stylesheets count with it, as if imported.
      if (TOOL_CHUNK.test(url)) staticImports.push(...[...text.matchAll(LINKED_CSS)].map((m) => resolve(m[1]!)));
      entry = { sizes: sizesOf(text), staticImports, dynamicImports };
      cache.set(url, entry);
    }
    return entry;
  }

  /** The chunks `roots` load, with their dynamic imports when asked, bar the reader tools (counted apart). */
  function closure(roots: string[], followDynamic: boolean, tools: Set<string> = new Set()): Set<string> {
    const seen = new Set<string>();
    const queue = [...roots];
    while (queue.length) {
      const url = queue.pop()!;
      if (seen.has(url)) continue;
      seen.add(url);
      const { staticImports, dynamicImports } = chunk(url);
      queue.push(...staticImports);
      if (!followDynamic) continue;
      for (const target of dynamicImports) {
        if (TOOL_CHUNK.test(target)) tools.add(target);
        else queue.push(target);
      }
    }
    return seen;
  }

  const total = (urls: Iterable<string>) => [...urls].reduce((sum, url) => add(sum, chunk(url).sizes), ZERO);

  return function weigh(html: string): PageWeight {
    const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
    const moduleScripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)].map((m) => m[1]!);
    const islands = [...html.matchAll(/<astro-island\b[^>]*>/g)].map((m) => m[0]);
    const eager: string[] = [...moduleScripts];
    const lazy: string[] = [];
    for (const island of islands) {
      const urls = [attr(island, 'component-url'), attr(island, 'renderer-url'), attr(island, 'before-hydration-url')].filter((url): url is string => Boolean(url));
      const when = attr(island, 'client');
      (when === 'load' || when === 'idle' || when === 'visible' ? eager : lazy).push(...urls);
    }
    const renderers = closure(
      islands.map((island) => attr(island, 'renderer-url')).filter((url): url is string => Boolean(url)),
      false,
    );
    const islandSizes: Record<string, Sizes> = {};
    for (const island of islands) {
      const url = attr(island, 'component-url');
      const name = url ? /([^/]+?)(?:\.island)?\.[\w-]+\.js$/.exec(url)?.[1] : undefined;
      if (!url || !name) continue;
      islandSizes[name] = total([...closure([url], false)].filter((chunkUrl) => !renderers.has(chunkUrl)));
    }
    const elementSizes: Record<string, Sizes> = {};
    for (const url of moduleScripts) {
      const name = /\/([A-Z][\w-]*?)\.astro_astro_type_script/.exec(url)?.[1];
      if (name) elementSizes[name] = total([...closure([url], true)].filter((chunkUrl) => !renderers.has(chunkUrl) && !FALLBACK_CHUNK.test(chunkUrl)));
    }
    const before = closure(eager, false);
    const pageCode = closure(
      [...eager, ...lazy].filter((url) => !FIELD_VITALS_SCRIPT.test(url)),
      true,
    );
    const toolChunks = new Set<string>();
    const everything = closure([...eager, ...lazy], true, toolChunks);
    const toolSizes: Record<string, Sizes> = {};
    for (const url of toolChunks) {
      const name = TOOL_CHUNK.exec(url)?.[1];
      if (name) toolSizes[name] = total([...closure([url], true)].filter((chunkUrl) => !everything.has(chunkUrl)));
    }
    const all = new Set([...pageCode].filter((url) => !FALLBACK_CHUNK.test(url)));
    const fieldVitals = [...everything].filter((url) => !pageCode.has(url));
    const fallbacks = [...everything].filter((url) => FALLBACK_CHUNK.test(url));
    const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)]
      .map((m) => m[1]!)
      .filter((code) => code.trim() && !/astro-island|self\.Astro|Astro\s*=/.test(code))
      .map((code) => sizesOf(code))
      .reduce(add, ZERO);
    const stylesheets = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)].map((m) => attr(m[0], 'href')).filter((u): u is string => Boolean(u));
    const css = stylesheets.reduce((sum, url) => add(sum, sizesOf(readFileSync(fileFor(url)))), ZERO);
    return {
      html: sizesOf(html),
      css,
      jsBeforeInteraction: add(total(before), inline),
      jsTotal: add(total(all), inline),
      jsInline: inline,
      jsFallbacks: total(fallbacks),
      jsFieldVitals: total(fieldVitals),
      jsFiles: { before: [...before], total: [...all] },
      islands: islandSizes,
      elements: elementSizes,
      tools: toolSizes,
    };
  };
}
