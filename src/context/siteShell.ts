import type { SiteConfig } from '../catalogue/siteConfig.ts';
import { serverEnv } from '../config/serverEnv.ts';
import { getSiteConfig } from '../catalogue/catalogue.ts';
import { isSafeHttpUrl, isValidPaperUrl } from '../lib/urlChecks.ts';

/** What the layout needs from the site config, decided once per request. */
export interface SiteShell {
  /** False when the platform could not be reached: pages still render, with defaults. */
  available: boolean;
  /** The newsroom's name from getConfig, null without one: see brandName(). */
  name: string | null;
  config: SiteConfig | null;
  logoUrl: string | null;
  /** Only a valid http/https/ftp URL (SPEC §5); otherwise no newspaper link at all. */
  paperUrl: string | null;
  detailPageGrey: boolean;
  dark: boolean;
  /** Where "download the client" goes outside WeChat: DOWNLOAD_URL, else the config's; only an http(s) URL. */
  downloadUrl: string | null;
  /** Whether pages carry the notice for Internet Explorer readers (IE_NOTICE). */
  ieNotice: boolean;
}

export function siteShellFrom(config: SiteConfig | null, downloadOverride = serverEnv().downloadUrl, ieNotice = serverEnv().ieNotice): SiteShell {
  const logo = config?.padLogo || config?.appLogo || '';
  return {
    available: config !== null,
    name: config?.siteName || null,
    config,
    logoUrl: logo && /^https?:\/\//.test(logo) ? logo : null,
    paperUrl: config && isValidPaperUrl(config.paperUrl) ? config.paperUrl.trim() : null,
    detailPageGrey: config?.detailPageGrey ?? false,
    dark: config?.dark ?? false,
    downloadUrl: [downloadOverride, config?.downloadUrl].find(isSafeHttpUrl)?.trim() ?? null,
    ieNotice,
  };
}

export async function loadSiteShell(): Promise<SiteShell> {
  const result = await getSiteConfig();
  return siteShellFrom(result.ok ? result.value : null);
}

/** The one name the site goes by: the newsroom's own (getConfig siteName), else the locale's generic one (site.name). */
export function brandName(site: Pick<SiteShell, 'name'>, t: (key: 'site.name') => string): string {
  return site.name ?? t('site.name');
}
