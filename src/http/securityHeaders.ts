/**
 * Headers every page gets beside the one CSP header, which Astro writes with its script and style
 * hashes and the middleware's `frame-ancestors`. X-Frame-Options says the same to older browsers,
 * except in the CMS and preview modes, whose framing origins only the CSP can list (CMS_ORIGINS).
 */
export function securityHeaders(framedByCms: boolean): [string, string][] {
  const headers: [string, string][] = [
    ['x-content-type-options', 'nosniff'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ['permissions-policy', 'camera=(), microphone=(), geolocation=()'],
  ];
  if (!framedByCms) headers.push(['x-frame-options', 'DENY']);
  return headers;
}
