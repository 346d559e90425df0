/**
 * Headers every page gets beside the CSP that Astro writes with its script and style hashes.
 * Framing is refused except in the CMS preview, whose origins are configured (CMS_ORIGINS).
 */
const CMS_FLAGS = /[?&](cms=1|inCmsPage=true|yl=1|isPreview=true)(&|$)/;

export function securityHeaders(url: string, cmsOrigins = process.env.CMS_ORIGINS ?? ''): [string, string][] {
  const inCms = CMS_FLAGS.test(url);
  const ancestors = inCms ? `'self' ${cmsOrigins}`.trim() : "'none'";
  const headers: [string, string][] = [
    ['x-content-type-options', 'nosniff'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ['permissions-policy', 'camera=(), microphone=(), geolocation=()'],
    // A second CSP header only narrows the first; frame-ancestors cannot live in Astro's meta/header set.
    ['content-security-policy', `frame-ancestors ${ancestors}`],
  ];
  if (!inCms) headers.push(['x-frame-options', 'DENY']);
  return headers;
}
