import * as v from 'valibot';
import { bool, num, optNum, optObject, record, str } from './schemaParts.ts';

/**
 * getConfig, normalised (SPEC §3 "Site config", PLATFORM.md §5.2). Every field is optional on
 * the wire: older deployments lack the newer blocks (xyApi, _rd_*), newer ones drop share URLs.
 */
export interface SiteConfig {
  siteID: number;
  /** The newsroom's own name (getConfig siteName), '' when it sends none: the brand every page shows. */
  siteName: string;
  /** 1: list pulled to the inline start; otherwise to the end. */
  padListType: number;
  padColor: string;
  topicColor: string;
  padLogo: string;
  appLogo: string;
  /** detailPageGrey = 1: detail pages use the grey theme. */
  detailPageGrey: boolean;
  dark: boolean;
  locale: string;
  paperUrl: string;
  /** Where "download the client" goes outside WeChat (SPEC §2); the DOWNLOAD_URL environment may override it. */
  downloadUrl: string;
  /** siteConfig.font.step: how much one tap changes the text scale (a fraction of the normal size); null when not set. */
  fontStep: number | null;
  rootUrl: string;
  tokenEnable: boolean;
  afsCheckEnabled: boolean;
  sm2PublicKey: string;
  globalCount: { showPubTime: number; showReadCount: number; showDiscussCount: number; showPraiseCount: number };
  discuss: { auditType: number; showCount: boolean; showPic: boolean; defaultTitle: string; defaultHint: string; countHot: number; countNew: number; countReply: number };
  /** openLaunchAppId: the native app's WeChat Open Platform appid for the open tag (src/lib/openInApp.ts, docs/decisions/158). */
  wechat: { wxAppid: string; authLogin: number; openLaunchApp: boolean; openLaunchAppId: string };
  bigData: { enabled: boolean; baseUrl: string; showLog: boolean };
  xyApi: { appId: string; siteId: string; xyAuth: number; curVersions: number | null; websocketToken: string; imageSuffixPath: string };
  socketServerUrl: string;
  xyVersion: string;
  thirdEventTrack: Record<string, unknown> | null;
  showAdv: boolean;
  shareTitleMaxCount: number | null;
  wechatShareTitleMaxCount: number | null;
}

const looseRecord = v.record(v.string(), v.unknown());

export const siteConfigSchema = v.pipe(
  record({
    siteID: num,
    siteName: str,
    padListType: num,
    padColor: str,
    topicColor: str,
    padLogo: str,
    appLogo: str,
    detailPageGrey: bool,
    dark: bool,
    locale: str,
    rootUrl: str,
    downloadUrl: str,
    tokenEnable: bool,
    sm2PublicKey: str,
    xyVersion: str,
    showAdv: bool,
    shareTitleLength: optNum,
    wxShareTitleLength: optNum,
    afsCheck: optObject(record({ enable: bool })),
    _p_wap: optObject(record({ paperUrl: str })),
    siteConfig: optObject(
      record({
        globalCount: optObject(record({ showPubTime: num, showReadCount: num, showDiscussCount: num, showPraiseCount: num })),
        font: optObject(record({ step: optNum })),
        discuss: optObject(record({ auditType: num, showCount: bool, showPic: bool, defaultTitle: str, defaultHint: str, countHot: num, countNew: num, countReply: num })),
      }),
    ),
    _rd_WeChat: optObject(record({ wxAppid: str, authLogin: num, openLaunchApp: bool, openLaunchAppId: str })),
    _rd_bigDataParams: optObject(record({ enabled: bool, baseUrl: str, showLog: bool })),
    xyApi: optObject(record({ appId: str, siteId: str, xyAuth: num, curVersions: optNum, websocketToken: str, imageSuffixPath: str })),
    socketServer: optObject(record({ url: str })),
    thirdEventTrack: optObject(looseRecord),
  }),
  v.transform((x): SiteConfig => ({
    siteID: x.siteID,
    siteName: x.siteName.trim().slice(0, 40),
    padListType: x.padListType,
    padColor: x.padColor,
    topicColor: x.topicColor,
    padLogo: x.padLogo,
    appLogo: x.appLogo,
    detailPageGrey: x.detailPageGrey,
    dark: x.dark,
    locale: x.locale,
    paperUrl: x._p_wap?.paperUrl ?? '',
    downloadUrl: x.downloadUrl,
    fontStep: x.siteConfig?.font?.step ?? null,
    rootUrl: x.rootUrl,
    tokenEnable: x.tokenEnable,
    afsCheckEnabled: x.afsCheck?.enable ?? false,
    sm2PublicKey: x.sm2PublicKey,
    globalCount: {
      showPubTime: x.siteConfig?.globalCount?.showPubTime ?? 1,
      showReadCount: x.siteConfig?.globalCount?.showReadCount ?? 0,
      showDiscussCount: x.siteConfig?.globalCount?.showDiscussCount ?? 0,
      showPraiseCount: x.siteConfig?.globalCount?.showPraiseCount ?? 0,
    },
    discuss: {
      auditType: x.siteConfig?.discuss?.auditType ?? 0,
      showCount: x.siteConfig?.discuss?.showCount ?? true,
      showPic: x.siteConfig?.discuss?.showPic ?? false,
      defaultTitle: x.siteConfig?.discuss?.defaultTitle ?? '',
      defaultHint: x.siteConfig?.discuss?.defaultHint ?? '',
      countHot: x.siteConfig?.discuss?.countHot ?? 0,
      countNew: x.siteConfig?.discuss?.countNew ?? 0,
      countReply: x.siteConfig?.discuss?.countReply ?? 0,
    },
    wechat: {
      wxAppid: x._rd_WeChat?.wxAppid ?? '',
      authLogin: x._rd_WeChat?.authLogin ?? 0,
      openLaunchApp: x._rd_WeChat?.openLaunchApp ?? false,
      openLaunchAppId: x._rd_WeChat?.openLaunchAppId.trim() ?? '',
    },
    bigData: { enabled: x._rd_bigDataParams?.enabled ?? false, baseUrl: x._rd_bigDataParams?.baseUrl ?? '', showLog: x._rd_bigDataParams?.showLog ?? false },
    xyApi: {
      appId: x.xyApi?.appId ?? '',
      siteId: x.xyApi?.siteId ?? '',
      xyAuth: x.xyApi?.xyAuth ?? 0,
      curVersions: x.xyApi?.curVersions ?? null,
      websocketToken: x.xyApi?.websocketToken ?? '',
      imageSuffixPath: x.xyApi?.imageSuffixPath ?? '',
    },
    socketServerUrl: x.socketServer?.url ?? '',
    xyVersion: x.xyVersion,
    thirdEventTrack: x.thirdEventTrack,
    showAdv: x.showAdv,
    shareTitleMaxCount: x.shareTitleLength,
    wechatShareTitleMaxCount: x.wxShareTitleLength,
  })),
);
