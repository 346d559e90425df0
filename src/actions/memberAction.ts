/**
 * The reader's session for an Action, read once: `readerOf` for Actions any reader may call,
 * `memberAction` for those only a logged-in member may (SPEC §6). The member's id and the catalogue's
 * call options come with it, so no Action repeats the session lines.
 */
import type { ActionAPIContext } from 'astro:actions';
import { memberIdOf, type ReaderSessionHandle } from '../catalogue/session.ts';
import { readerSessionOf } from '../catalogue/readerSessions.ts';

export interface Reader {
  session: ReaderSessionHandle;
  /** The member's id; null for an anonymous reader. */
  memberId: string | null;
  inNativeApp: boolean;
  /** The catalogue's call options for this reader: the session, and whether the host app is asking. */
  options: { session: ReaderSessionHandle; inNativeApp: boolean };
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
  return { session, memberId: memberIdOf(session.tokens), inNativeApp, options: { session, inNativeApp }, stillMember: () => memberIdOf(session.tokens) !== null };
}

/**
 * An Action handler for members only: `anonymous` answers a reader who is not logged in before
 * anything is called; `handler` gets the member.
 */
export function memberAction<Input, Answer, Context extends ActionContext = ActionAPIContext>(
  anonymous: (input: Input) => Answer,
  handler: (input: Input, member: Member, context: Context) => Promise<Answer>,
): (input: Input, context: Context) => Promise<Answer> {
  return async (input, context) => {
    const reader = await readerOf(context);
    if (reader.memberId === null) return anonymous(input);
    return handler(input, reader as Member, context);
  };
}
