// @ts-check
import { defineConfig, envField } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { interactionDirective } from './src/directives/interactionIntegration.ts';
import { pdfjsAssets } from './src/integrations/pdfjsAssets.ts';
import { precompressClient } from './src/integrations/precompressClient.ts';
import { offlineReadingWorker } from './src/integrations/offlineReadingWorker.ts';

export default defineConfig({
  // The platform's share links have the form {host}/app/template/displayTemplate/news/newsDetail/{columnId}/{id}.html
  base: '/app/template/displayTemplate/news',
  output: 'server',
  // Our own entry (src/server.ts) adds compression, caching, security headers and the bundled platform.
  // Pages are compressed whole (src/http/contentEncoding.ts), so streaming the render gains nothing.
  adapter: node({ mode: 'middleware', experimentalDisableStreaming: true }),
  // pdfjsAssets: pdf.js's CMaps for CJK PDFs, copied into the client build (docs/decisions/119).
  // offlineReadingWorker: the service worker, versioned by the build (docs/decisions/152).
  // precompressClient, last: brotli and gzip copies of the client's text files, made once here, not at every start (docs/decisions/123).
  integrations: [react({ experimentalDisableStreaming: true }), interactionDirective(), pdfjsAssets(), offlineReadingWorker(), precompressClient()],
  security: {
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data: blob: https: http:",
        "media-src 'self' blob: https: http:",
        // Only this site; a page adds the origins its own scripts fetch from (docs/decisions/143).
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
    },
    // src/server.ts checks the Origin of every POST against the configured origin (all content
    // types, not only forms); Astro's check would compare with the Host, which is not ours to trust.
    checkOrigin: false,
    // The comment post carries up to 9 photos of 5 MB (docs/decisions/072); src/server.ts keeps every
    // other request to 1 MB (src/http/requestGuard.ts bodyLimitOf), before Astro reads a byte.
    actionBodySizeLimit: 9 * 5 * 1024 * 1024 + 64 * 1024,
  },
  build: { inlineStylesheets: 'never' },
  compressHTML: true,
  prefetch: false,
  devToolbar: { enabled: false },
  env: {
    schema: {
      DOWNLOAD_URL: envField.string({ context: 'server', access: 'public', optional: true }),
      CMS_ORIGINS: envField.string({ context: 'server', access: 'public', optional: true }),
    },
  },
});
