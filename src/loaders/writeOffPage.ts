import { routeUrl } from '../routes.ts';
import { siteCatalogue } from '../catalogue/catalogue.ts';
import { readerViewOf } from '../catalogue/readerSessions.ts';
import { isSafeHttpUrl } from '../lib/urlChecks.ts';
import { parseId } from '../lib/listRules.ts';
import type { PageReader } from '../context/pageReader.ts';
import { pageAnswer, type PageAnswer } from '../context/pageAnswer.ts';

/** The reader's vouchers as VoucherList shows them: their codes, or the address where they are checked. */
export type VouchersView = { kind: 'list'; vouchers: Array<{ code: string; name: string; shopSite: string; used: boolean }> } | { kind: 'verifyUrl'; verifyUrl: string };

/**
 * `/writeOff/:activityID?/:registCode?/:shopSite?` (issue 16, SPEC §3–§4): with a code, the
 * charge-off of that code (activityVerify, a POST form: opening the link never uses a voucher up)
 * for a logged-in member, with the activity's verify key from the link's `verifyKey` query;
 * with the activity alone, the reader's own vouchers (getActivityVoucher: a list, or a verifyUrl to
 * show at the service point).
 */
export type WriteOffView =
  | { kind: 'notFound' }
  | { kind: 'chargeOff'; activityId: number; title: string; registCode: string; shopSite: string; verifyKey: string; loggedIn: boolean; loginUrl: string }
  | { kind: 'vouchers'; activityId: number; title: string; detailHref: string; loginUrl: string | null; vouchers: VouchersView | null; message: string };

const CODE = /^[A-Za-z0-9-]{1,64}$/;
const VERIFY_KEY = /^[\w-]{1,64}$/;

export async function loadWriteOffPage(input: { params: { activityID?: string; registCode?: string; shopSite?: string }; url: URL; reader: PageReader }): Promise<PageAnswer<WriteOffView>> {
  const view = await writeOffView(input);
  // The reader's own vouchers, or the charge-off of one: never cached.
  return view.kind === 'notFound' ? pageAnswer(404, 'notFound', view) : pageAnswer(200, 'private', view);
}

async function writeOffView(input: { params: { activityID?: string; registCode?: string; shopSite?: string }; url: URL; reader: PageReader }): Promise<WriteOffView> {
  const activityId = parseId(input.params.activityID);
  if (activityId === null) return { kind: 'notFound' };
  const inNativeApp = input.reader.client.inNativeApp;
  const session = await input.reader.session();
  const loggedIn = readerViewOf(session.tokens, input.reader.client).loggedIn;
  const detail = await siteCatalogue.activityDetail({ id: activityId }, loggedIn ? session : undefined, { inNativeApp, optional: true });
  if (!detail.ok || detail.empty || !detail.value) return { kind: 'notFound' };
  const title = detail.value.title;
  if (input.params.registCode !== undefined) {
    const registCode = input.params.registCode.trim();
    if (!CODE.test(registCode)) return { kind: 'notFound' };
    const key = input.url.searchParams.get('verifyKey')?.trim() ?? '';
    const verifyKey = VERIFY_KEY.test(key) ? key : '';
    // Charging off needs a logged-in member (docs/decisions/140): others log in and come back to this link, key and all.
    const back = verifyKey ? `${input.url.pathname}?${new URLSearchParams({ verifyKey })}` : input.url.pathname;
    const shopSite = (input.params.shopSite ?? '').trim().slice(0, 100);
    return { kind: 'chargeOff', activityId, title, registCode, shopSite, verifyKey, loggedIn, loginUrl: routeUrl('login', [], { redirect: back }) };
  }
  const base = { kind: 'vouchers' as const, activityId, title, detailHref: routeUrl('activityDetail', [activityId]), vouchers: null, message: '' };
  if (!loggedIn) return { ...base, loginUrl: routeUrl('login', [], { redirect: `${input.url.pathname}${input.url.search}` }) };
  const result = await siteCatalogue.activityVoucher({ activityId }, session, { inNativeApp });
  if (!result.ok) return { ...base, loginUrl: null, message: result.error.message ?? '' };
  if (result.empty) return { ...base, loginUrl: null };
  const vouchers = result.value.kind === 'verifyUrl' && !isSafeHttpUrl(result.value.verifyUrl) ? null : result.value;
  return { ...base, loginUrl: null, vouchers };
}
