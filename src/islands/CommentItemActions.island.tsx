/**
 * One comment's actions: like, report, and delete when the reader wrote it. Mounted per item by
 * the comment list (src/components/comments/CommentItemActions.astro) and hydrated on the first
 * touch; who is reading is asked once per page (`$reader`), so the delete button appears only for
 * the author. A deleted comment asks the list to refresh (`comments:changed`). State:
 * src/stores/commentItem.ts.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { actions } from 'astro:actions';
import { createCommentItem, type CommentItemApi } from '../stores/commentItem.ts';
import { $reader } from '../stores/reader.ts';
import { loginHref, readerForPage } from '../browser/readerApi.ts';
import { COMMENTS_CHANGED } from '../lib/commentRules.ts';
import { islandTranslator } from '../i18n/islandTranslator.ts';
import type { Locale } from '../i18n/locales.ts';
import type { MessageBundle } from '../i18n/messages/messageKey.ts';

interface Props {
  commentId: number;
  authorId: string;
  /** 0 article, 1 live room: the object the comment belongs to. */
  sourceType: 0 | 1;
  loginUrl: string;
  locale: Locale;
  messages: MessageBundle;
}

const api: CommentItemApi = {
  async like(commentId) {
    const { data, error } = await actions.comment.like({ commentId, channel: 1 });
    return error || !data ? 'failed' : data.outcome;
  },
  async report(commentId) {
    const { data, error } = await actions.comment.report({ commentId, reason: 0, text: '' });
    return error || !data ? 'failed' : data.outcome;
  },
  async remove(commentId) {
    const { data, error } = await actions.comment.remove({ commentId });
    return error || !data ? 'failed' : data.outcome;
  },
};

export default function CommentItemActions(props: Props) {
  const t = useMemo(() => islandTranslator(props.locale, props.messages), [props.locale, props.messages]);
  const root = useRef<HTMLDivElement>(null);
  const item = useMemo(
    () =>
      createCommentItem({
        commentId: props.commentId,
        api,
        onRemoved: () => root.current?.dispatchEvent(new CustomEvent(COMMENTS_CHANGED, { bubbles: true, detail: { commentId: props.commentId, sourceType: props.sourceType, outcome: 'removed' } })),
      }),
    [props.commentId, props.sourceType],
  );
  const state = useStore(item.$item);
  const reader = useStore($reader);
  const [loginUrl, setLoginUrl] = useState(props.loginUrl);
  useEffect(() => {
    setLoginUrl(loginHref(props.loginUrl));
    void readerForPage(props.loginUrl);
  }, [props.loginUrl]);
  const mine = Boolean(reader?.userId) && reader?.userId === props.authorId;

  return (
    <div ref={root} className="comment-item-actions" role="group" aria-label={t('comment.actions')}>
      <button type="button" className="comment-item-button" aria-pressed={state.liked} disabled={state.busy || state.removed} onClick={() => void item.like()}>
        <span aria-hidden="true">{state.liked ? '♥' : '♡'}</span> {t('comment.like')}
      </button>
      <button type="button" className="comment-item-button" disabled={state.busy || state.removed || state.reported} onClick={() => void item.report()}>
        {t('comment.report')}
      </button>
      {mine && (
        <button type="button" className="comment-item-button" disabled={state.busy || state.removed} onClick={() => void item.remove()}>
          {t('comment.delete')}
        </button>
      )}
      <span className="comment-item-message" role="status">
        {state.message && (
          <span key={state.message.seq}>
            {t(state.message.key)}
            {state.message.login && (
              <>
                {' '}
                <a href={loginUrl}>{t('article.goLogin')}</a>
              </>
            )}
          </span>
        )}
      </span>
    </div>
  );
}
