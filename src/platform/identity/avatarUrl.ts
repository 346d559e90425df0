import { MEDIA_PREFIX } from '../shape/mediaUrls.ts';

/** WeChat's avatar hosts: a WeChat login's `headimgurl` points there. */
export const DEFAULT_AVATAR_HOSTS = ['thirdwx.qlogo.cn', 'wx.qlogo.cn'];

/**
 * The hosts a member's picture may come from besides the platform's own media:
 * PLATFORM_AVATAR_HOSTS (host names, comma-separated), WeChat's when it is unset.
 */
export function avatarHosts(setting = process.env.PLATFORM_AVATAR_HOSTS): string[] {
  if (setting === undefined) return DEFAULT_AVATAR_HOSTS;
  return setting
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
}

/** A path of the platform's own media (what the seed stores): no dot segments, no scheme, no host. */
const OWN_MEDIA_PATH = new RegExp(`^${MEDIA_PREFIX}/(?!.*\\.\\.)[\\w./-]{1,200}$`);

/**
 * The picture a member may show, or '' for the default one (docs/decisions/142). getPortrait
 * redirects to it, so it must not send a reader to any address a client once typed in `thirdLogin`:
 * only the platform's own media (a path, or an absolute URL on `ownOrigin`, kept as its path) and
 * http(s) URLs on an allowed host pass; `javascript:`, other hosts and URLs with credentials do not.
 * Applied when a picture is stored and again when it is shown, so rows stored before are safe too.
 */
export function allowedAvatar(head: string, ownOrigin: string, hosts: readonly string[] = avatarHosts()): string {
  if (OWN_MEDIA_PATH.test(head)) return head;
  let url: URL;
  try {
    url = new URL(head);
  } catch {
    return '';
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) return '';
  if (ownOrigin && url.origin === ownOrigin) return OWN_MEDIA_PATH.test(url.pathname) && !url.search ? url.pathname : '';
  return hosts.includes(url.hostname) ? url.href : '';
}
