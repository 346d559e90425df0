import { eq } from 'drizzle-orm';
import { papers, sites } from '../../db/schema.ts';
import { envelope } from '../../http/envelope.ts';
import type { RouteDef } from '../../http/mountRoutes.ts';
import { formatTime } from '../../shape/formatTime.ts';
import { liveToken } from '../../socket/liveToken.ts';
import { DEFAULT_USER_ICON, imageUrl, mediaUrl, SITE_LOGO, touchUrl } from '../../shape/mediaUrls.ts';

/**
 * getConfig: the recorded 2020 fields (PLATFORM.md §5.2) plus the newer keys SPEC §3 lists, filled
 * with the bundled platform's own addresses. `sites.config` overrides any top-level key.
 */
export const configRoutes: RouteDef[] = [
  {
    path: '/getConfig',
    async handler({ params, ctx, origin }) {
      const appId = params.string(['appID', 'appId', 'appid'], '', 64);
      const [site] = await ctx.db.select().from(sites).where(eq(sites.id, ctx.settings.siteId));
      if (!site || (appId !== '' && appId !== site.appId)) return envelope.notFound();
      // The newspaper link of the top bar: only when the newsroom has a paper (SPEC §2); its page opens the latest issue.
      const paperUrl = (await ctx.db.$count(papers)) > 0 ? touchUrl(origin, 'paperSharePage') : '';
      const logo = imageUrl(origin, SITE_LOGO);
      // The live socket (docs/decisions/090): on the platform's own origin, ws:// or wss:// by its scheme; empty when no socket server is attached.
      const socketOn = ctx.live.accepting && /^https?:\/\//.test(origin);
      const socketUrl = socketOn ? `${origin.replace(/^http/, 'ws')}/live-socket` : '';
      const websocketToken = socketOn ? liveToken(ctx.settings.socketSecret, site.id) : '';
      return envelope.ok({
        siteID: site.id,
        siteName: site.name,
        template: `${origin}/app/displayTemplate.zip`,
        templateURL: `${origin}/app/template/displayTemplate`,
        pageType: 0,
        pageTime: 0,
        picName: '',
        termsType: 1,
        termsHtml: mediaUrl(origin, 'h5/demo.html'),
        termsUrl: mediaUrl(origin, 'h5/demo.html'),
        privacyPolicyType: 1,
        privacyPolicyHtml: mediaUrl(origin, 'h5/demo.html'),
        privacyPolicyUrl: mediaUrl(origin, 'h5/demo.html'),
        cancelTermsType: 1,
        cancelTermsHtml: mediaUrl(origin, 'h5/demo.html'),
        cancelTermsUrl: mediaUrl(origin, 'h5/demo.html'),
        siteConfig: {
          discuss: {
            auditType: '1',
            showCount: true,
            showPic: true,
            showAnonymous: false,
            showDebase: false,
            defaultTitle: '评论',
            defaultHint: '来说两句吧',
            countHot: '3',
            countNew: '5',
            countReply: '2',
            defaultIcon: imageUrl(origin, DEFAULT_USER_ICON),
            defaultName: '云溪网友',
            styleColor: 'red',
            praiseWeight: '1',
            discussWeight: '2',
          },
          selfMedia: { smName: '自媒体平台', smLogo: logo, subTopic: '云溪号', protocolTitle: '云溪号入驻协议', protocolContent: '', xyAudit: '1', qaAudit: '1', qaOpenShow: '0' },
          // One tap of the text-size buttons: a fraction of the normal size (the site's default is 0.1).
          font: { list: [], step: 0.2 },
          globalCount: { showPubTime: 1, showReadCount: 1, showDiscussCount: 1, showPraiseCount: 1 },
          readCount: { cap: 100000, capText: '10w+' },
        },
        open: [],
        backgroundLogo: logo,
        appLogo: logo,
        appShareLogo: logo,
        countClickInitial: 0,
        countClickRate: 5,
        padLogo: logo,
        padColor: '#c8102e',
        topicColor: '#c8102e',
        padListType: 0,
        padBroadcast: 0,
        detailPageGrey: 0,
        dark: 0,
        // No site language: the demo newsroom follows each reader's browser (Accept-Language). A
        // deployment's locale would be every page's default before it (docs/decisions/163).
        locale: '',
        articleShare: touchUrl(origin, 'newsDetail'),
        WXarticleShare: touchUrl(origin, 'newsDetail'),
        picShare: touchUrl(origin, 'imageDetail'),
        videoShare: touchUrl(origin, 'videoDetail'),
        specialShare: touchUrl(origin, 'specDetail'),
        liveShare: touchUrl(origin, 'liveDetail'),
        webLiveShare: touchUrl(origin, 'liveDetail'),
        activityShare: touchUrl(origin, 'activityDetail'),
        subjectShare: touchUrl(origin, 'topicDetail'),
        qaShare: touchUrl(origin, 'qaDetail'),
        paperShare: touchUrl(origin, 'paperSharePage'),
        rootUrl: `${origin}/app/template/displayTemplate/news/`,
        homeUrl: touchUrl(origin, 'home'),
        amucUrl: `${origin}/app_if/amuc/`,
        ssoUrl: `${origin}/sso-app`,
        weatherUrl: 'http://smart.weather.com.cn',
        paperPeriods: '1',
        version: '001',
        downloadUrl: mediaUrl(origin, 'h5/demo.html'),
        shareClosed: 0,
        // Share titles' maximum counts in Chinese characters (the byte budget is twice: SPEC §5), for other
        // contexts and for WeChat. The recorded answers never carry them; these are the keys the site reads.
        shareTitleLength: 16,
        wxShareTitleLength: 14,
        showAdv: 0,
        tokenEnable: 1,
        afsCheck: { enable: 0 },
        encryptKey: '',
        // The SM2 layer is a curVersions ≥ 3 feature: older clients would encrypt ids the routes read plain (docs/decisions/070).
        sm2PublicKey: params.int('curVersions', 1, { min: 0, max: 1000 }) >= 3 ? ctx.settings.sm2PublicKey : '',
        xyVersion: '1',
        thirdEventTrack: { enabled: 0 },
        _p_wap: { paperUrl },
        // The open tag (docs/decisions/158): on, with the native app's appid, only when the platform is given one.
        _rd_WeChat: ctx.settings.wxOpenLaunchAppId
          ? { wxAppid: ctx.settings.wxAppId, authLogin: 1, openLaunchApp: 1, openLaunchAppId: ctx.settings.wxOpenLaunchAppId }
          : { wxAppid: ctx.settings.wxAppId, authLogin: 1, openLaunchApp: 0 },
        _rd_bigDataParams: { enabled: 0, baseUrl: `${origin}/bigdata`, showLog: 0, tenantCode: 'yunxi', appKey: 'demo' },
        xyApi: { appId: site.appId, siteId: site.id, xyAuth: ctx.settings.xyAuth, curVersions: 1, websocketToken, imageSuffixPath: '' },
        socketServer: { url: socketUrl },
        serverTime: formatTime(Date.now()),
        ...site.config,
      });
    },
  },
  {
    path: '/common/serverTime',
    handler() {
      const now = Date.now();
      return envelope.ok({ serverTime: now, time: formatTime(now, false) });
    },
  },
];
