import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { routeUrl } from '../../src/routes.ts';
import { LOCALES } from '../../src/i18n/locales.ts';
import { THEMES } from '../../src/lib/theme.ts';
import { DEMO_IDS } from '../../src/platform/seed/demoIds.ts';

/**
 * axe (WCAG 2.0–2.2 A/AA) over every implemented route: each in all five languages (light theme)
 * and in all three themes (Chinese). Language and theme act on different things (text and script
 * versus colour), so the two sweeps cover both without the full product of the two.
 */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const { articles: A, columns: C } = DEMO_IDS;

const PAGES: [string, string][] = [
  ['home', routeUrl('home')],
  ['column', routeUrl('columnDetail', [C.local])],
  ['column share', routeUrl('columnShare', [C.culture, C.cultureHeritage])],
  ['special', routeUrl('specDetail', [DEMO_IDS.specials.rural.columnId, A.special])],
  ['special more', routeUrl('specMore', [C.specials])],
  ['more modules', routeUrl('moreModules', [], { id: String(DEMO_IDS.modules.editorPicks) })],
  ['more live', routeUrl('moreLive')],
  ['more image', routeUrl('moreImage', [C.gallery])],
  ['tag list', routeUrl('tagList', [DEMO_IDS.tags.first])],
  ['leaders', routeUrl('LeaderViewList')],
  ['leader', routeUrl('figureDetail', [DEMO_IDS.leaders.first])],
  ['about', routeUrl('aboutUs')],
  ['download', routeUrl('downloadClient')],
  ['all comments', routeUrl('commentAll', [A.news, 0])],
  ['all replies', routeUrl('replyAll', [1])],
  ['login', routeUrl('login')],
  ['register', routeUrl('login', [], { mode: 'register' })],
  ['member details (anonymous)', routeUrl('getUserInfo')],
  ['subscription list', routeUrl('subscriptionList', [1])],
  ['member page', routeUrl('userDetail', [DEMO_IDS.members.reader])],
  ['tip-off', routeUrl('tipoffDetail', [DEMO_IDS.tipoffs.withVideo])],
  ['tip-off form (anonymous)', routeUrl('tipoffDetail')],
  ['contribution', routeUrl('inputArticleDetail', [DEMO_IDS.contributions.passed])],
  ['my contributions (anonymous)', routeUrl('inputArticleDetail')],
  ['call for contributions', routeUrl('seekArticleDetail', [DEMO_IDS.contributions.call])],
  ['invite (anonymous)', routeUrl('invite')],
  ['share invite (anonymous)', routeUrl('Shareinvite')],
  ['invited to download', routeUrl('invitedToDownload', [DEMO_IDS.members.reader, 2406707])],
  ['points (anonymous)', routeUrl('integralShop')],
  ['news', routeUrl('newsDetail', [C.headline, A.news])],
  ['news with vote', routeUrl('newsDetail', [C.headline, A.newsWithVote])],
  ['audio', routeUrl('newsDetail', [C.audio, A.audio])],
  ['image set', routeUrl('imageDetail', [C.gallery, A.gallery])],
  ['video', routeUrl('videoDetail', [C.video, A.video])],
  ['link', routeUrl('linkDetail', [A.link])],
  ['h5', routeUrl('newsDetail', [C.headline, A.h5])],
  ['online study', routeUrl('onlineStudy', [A.news])],
  ['paper', routeUrl('paperSharePage', [DEMO_IDS.paper.date, DEMO_IDS.paper.id, '02'])],
  ['pdf preview', routeUrl('previewPDF', [], { url: '/platform-media/docs/certificate-1.pdf' })],
  ['timeline', routeUrl('hotPointTimeAxis', [C.headline])],
  ['product', routeUrl('productDetail', [], { id: String(A.news) })],
  ['activity', routeUrl('activityDetail', [DEMO_IDS.activities.open])],
  ['activity full', routeUrl('activityApply', [0, DEMO_IDS.activities.full])],
  ['activity sign-up (anonymous)', routeUrl('activityApply', [0, DEMO_IDS.activities.lecture])],
  ['sign-up detail', routeUrl('signupdetail')],
  ['charge-off', routeUrl('writeOff', [DEMO_IDS.activities.open, 'YX601101B'])],
  ['vouchers (anonymous)', routeUrl('writeOff', [DEMO_IDS.activities.open])],
  ['not found', routeUrl('newsDetail', [A.missing])],
  ['not yet built', routeUrl('liveDetail', [DEMO_IDS.live.live])],
];

async function violations(page: import('@playwright/test').Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const [name, url] of PAGES) {
  test.describe(name, () => {
    for (const locale of LOCALES) {
      test(`${locale}: 0 axe violations`, async ({ page }) => {
        await page.goto(`${url}${url.includes('?') ? '&' : '?'}lang=${locale}&theme=light`);
        expect(await violations(page)).toEqual([]);
      });
    }
    for (const theme of THEMES.filter((t) => t !== 'light')) {
      test(`${theme}: 0 axe violations`, async ({ page }) => {
        await page.goto(`${url}${url.includes('?') ? '&' : '?'}lang=cn&theme=${theme}`);
        expect(await violations(page)).toEqual([]);
      });
    }
  });
}
