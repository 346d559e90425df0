/**
 * The reader's session for an Action, read once: `readerOf` for Actions any reader may call,
 * `memberAction` for those only a logged-in member may (SPEC §6). The member's id and the catalogue's
 * call options come with it, so no Action repeats the session lines.
 */
import type { ActionAPIContext } from 'astro:actions';
import { memberIdOf, type ReaderSessionHandle } from '../catalogue/session.ts';
import { actionReactionOf, readerSessionOf } from '../catalogue/readerSessions.ts';
import type { CatalogueError } from '../catalogue/result.ts';
import type { MessageKey } from '../i18n/messages/messageKey.ts';
import type { ActionReaction, ClientCatalogueError } from '../contracts/platformErrors.ts';

export interface Reader {
  session: ReaderSessionHandle;
  /** The member's id; null for an anonymous reader. */
  memberId: string | null;
  inNativeApp: boolean;
  /**
   * The catalogue's call options for this reader: the session, whether the host app is asking, and
   * the listener that keeps the first error the page must act on (SPEC §8, `pageReaction`).
   */
  options: { session: ReaderSessionHandle; inNativeApp: boolean; onError: (error: CatalogueError) => void };
  /** The first error of this request's calls that the page must act on; null when none. */
  pageReaction(): ClientCatalogueError | null;
  /** Whether the session still names a member: a login that could not be refreshed on the way leaves an anonymous reader. */
  stillMember(): boolean;
}

export interface Member extends Reader {
  memberId: string;
}

type ActionContext = Pick<ActionAPIContext, 'cookies' | 'locals'>;

/** The reader of this request, member or not. */
export async function readerOf(context: ActionContext): Promise<Reader> {
  const session = await readerSessionOf(context);
  const inNativeApp = context.locals.client?.inNativeApp ?? false;
  let reaction: ClientCatalogueError | null = null;
  const t = context.locals.t;
  const onError = (error: CatalogueError) => {
    const found = reaction ? null : actionReactionOf(error);
    // Worded here in the reader's language (the expiry message of 10111), so the browser needs no text of its own.
    if (found) reaction = { ...found, message: found.message ?? t(found.messageKey as MessageKey) };
  };
  return {
    session,
    memberId: memberIdOf(session.tokens),
    inNativeApp,
    options: { session, inNativeApp, onError },
    pageReaction: () => reaction,
    stillMember: () => memberIdOf(session.tokens) !== null,
  };
}

/**
 * SPEC §8's reactions for every Action, in one place (docs/decisions/162): the answer goes out with
 * the first error of the reader's calls that the page must act on (a reload, the host app's
 * refresh or login). Answers that are not objects (null: nothing to show) go out as they are.
 */
export function withPageReaction<Answer>(answer: Answer, reader: Reader): Answer & ActionReaction {
  const pageReaction = reader.pageReaction();
  if (!pageReaction || typeof answer !== 'object' || answer === null) return answer as Answer & ActionReaction;
  return { ...answer, pageReaction };
}

/**
 * An Action handler for members only: `anonymous` answers a reader who is not logged in before
 * anything is called; `handler` gets the member. The answer carries `pageReaction` (SPEC §8).
 */
export function memberAction<Input, Answer, Context extends ActionContext = ActionAPIContext>(
  anonymous: (input: Input) => Answer,
  handler: (input: Input, member: Member, context: Context) => Promise<Answer>,
): (input: Input, context: Context) => Promise<Answer & ActionReaction> {
  return async (input, context) => {
    const reader = await readerOf(context);
    // Nothing was called for an anonymous reader: nothing to react to.
    if (reader.memberId === null) return anonymous(input) as Answer & ActionReaction;
    return withPageReaction(await handler(input, reader as Member, context), reader);
  };
}

/** An Action handler any reader may call, member or not, with SPEC §8's reactions like `memberAction`'s. */
export function readerAction<Input, Answer, Context extends ActionContext = ActionAPIContext>(
  handler: (input: Input, reader: Reader, context: Context) => Promise<Answer>,
): (input: Input, context: Context) => Promise<Answer & ActionReaction> {
  return async (input, context) => {
    const reader = await readerOf(context);
    return withPageReaction(await handler(input, reader, context), reader);
  };
}
