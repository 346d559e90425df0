import { routeUrl } from '../routes.ts';
import { memorySession, siteCatalogue } from '../catalogue/catalogue.ts';
import { readerViewOf } from '../catalogue/readerSessions.ts';
import { memberIdOf, type SessionHandle } from '../catalogue/session.ts';
import type { FavouriteItem } from '../catalogue/identitySchemas.ts';
import type { MemberComment, PublicMember } from '../catalogue/subscriptionSchemas.ts';
import type { XyAccountView } from './subscriptionPage.ts';
import { valueOr } from '../catalogue/result.ts';
import { articleRoute } from '../lib/articleRoute.ts';
import { parseId } from '../lib/listRules.ts';
import type { PageReader } from '../context/pageReader.ts';
import { pageAnswer, type PageAnswer } from '../context/pageAnswer.ts';

/**
 * `/userDetail/:id?` (会员详情): a member's public page — avatar, nickname, their comments (myDiscuss),
 * favourites (myFav) and subscribed accounts (getSubcribeXys), first page of each. With `:id` it is
 * anyone's, read as nobody so the page is the same for every reader (cacheable). Without it, it is
 * the logged-in reader's own (private: it also shows their comments under review); an anonymous
 * reader is sent to the login and back. An unknown or malformed id is the not-found state.
 */
export type UserDetailView =
  | { state: 'login'; location: string }
  | { state: 'notFound' }
  | { state: 'failed'; own: boolean }
  | {
      state: 'ok';
      own: boolean;
      member: PublicMember;
      comments: Array<MemberComment & { href: string | null }>;
      commentCount: number;
      favourites: Array<FavouriteItem & { href: string }>;
      subscriptions: XyAccountView[];
      loginUrl: string;
    };

const commentHref = (comment: MemberComment): string | null => (comment.article ? articleRoute(comment.article) : null);

export async function loadUserDetailPage(input: { idParam: string | undefined; url: URL; reader: PageReader }): Promise<PageAnswer<UserDetailView>> {
  const view = await userDetailView(input);
  if (view.state === 'login') return pageAnswer(302, 'private', view);
  if (view.state === 'notFound') return pageAnswer(404, 'notFound', view);
  // The reader's own page, or a failure, is never shared.
  return pageAnswer(200, view.own || view.state === 'failed' ? 'private' : 'list', view);
}

async function userDetailView(input: { idParam: string | undefined; url: URL; reader: PageReader }): Promise<UserDetailView> {
  const loginUrl = routeUrl('login', [], { redirect: input.url.pathname });
  const inNativeApp = input.reader.client.inNativeApp;
  let session: SessionHandle;
  let userId: string;
  const own = input.idParam === undefined;
  if (own) {
    const readerSession = await input.reader.session();
    const id = readerViewOf(readerSession.tokens, input.reader.client).loggedIn ? memberIdOf(readerSession.tokens) : null;
    if (!id) return { state: 'login', location: loginUrl };
    session = readerSession;
    userId = id;
  } else {
    const id = parseId(input.idParam);
    if (id === null) return { state: 'notFound' };
    session = memorySession();
    userId = String(id);
  }
  const options = { session, inNativeApp, optional: true };
  const [comments, favourites, subscriptions] = await Promise.all([
    siteCatalogue.memberComments(userId, 0, options),
    siteCatalogue.myFavourites(userId, 0, session, { inNativeApp, optional: true }),
    siteCatalogue.subscribedXys(userId, options),
  ]);
  // A login the platform no longer knows (10111 that could not be refreshed) is an anonymous reader now.
  if (own && !memberIdOf(session.tokens)) return { state: 'login', location: loginUrl };
  if (!comments.ok) return { state: 'failed', own };
  const found = valueOr(comments, null);
  if (!found?.member) return { state: 'notFound' };
  return {
    state: 'ok',
    own,
    member: found.member,
    comments: found.list.map((comment) => ({ ...comment, href: commentHref(comment) })),
    commentCount: found.totalCount,
    favourites: valueOr(favourites, []).map((item) => ({ ...item, href: articleRoute(item) })),
    subscriptions: valueOr(subscriptions, []),
    loginUrl,
  };
}
