/**
 * The bundled platform's service groups, each under its own path prefix, and which of them a
 * reader's browser reaches directly on the site's public port (docs/decisions/138). Kept apart
 * from createPlatform.ts so the site can tell these paths apart without loading the platform.
 */
export const PLATFORM_PREFIXES = ['/app_if', '/nis', '/sso-app', '/wx-open', '/adv', '/mvod', '/upload', '/analytics', '/bigdata', '/platform-media', '/platform-admin'] as const;

/** Pictures, video, audio and documents, and the WeChat emulator's authorisation page; the live socket is an upgrade of its own. */
export const PUBLIC_PLATFORM_PREFIXES = ['/platform-media', '/wx-open'] as const;

/**
 * Single addresses of an API group that a browser loads as media: a member's picture is
 * `…/getPortrait?uid=`, a redirect to the picture (the real platform's userIcon is that address).
 * GET and HEAD only.
 */
export const PUBLIC_PLATFORM_PATHS = ['/app_if/amuc/api/member/getPortrait'] as const;

/** Whether the platform path `path` (as its router sees it) is one a reader's browser may reach on the public port with `method`. */
export function isPublicPlatformPath(path: string, method: string | undefined): boolean {
  if (platformPrefixOf(path, PUBLIC_PLATFORM_PREFIXES)) return true;
  return (method === 'GET' || method === 'HEAD') && (PUBLIC_PLATFORM_PATHS as readonly string[]).includes(path);
}

/** The prefix of PLATFORM_PREFIXES that `url` is, or lies under (before a `/` or a `?`); undefined when none. */
export function platformPrefixOf(url: string, prefixes: readonly string[] = PLATFORM_PREFIXES): string | undefined {
  return prefixes.find((prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`));
}
