/**
 * The comment box (SPEC §4–§8): a text, photos and a send button. The server renders it as a plain
 * multipart form that posts to the `comment.post` Action, so it works with JavaScript off (the page
 * then shows the answer). It hydrates on the reader's first touch (client:interaction); hydrated,
 * it checks the reader and the rules first, sends through the Action, and tells the page's comment
 * list to refresh (`comments:changed` on the document). A reply control on a list puts it into
 * reply mode ("回复 @nickname", with a cancel button) through `$replyTarget`; the post then carries
 * the comment as `parentId`. State: src/stores/commentBox.ts, src/stores/commentReply.ts.
 */
import { reactIsland } from './reactIsland.ts';
import { useEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { actions } from 'astro:actions';
import { createCommentBox, type CommentBoxApi, type CommentPostAnswer } from '../stores/commentBox.ts';
import { $replyTarget, cancelReply, parentIdOf, replyTo, type ReplyTarget } from '../stores/commentReply.ts';
import { loginHref, readerForPage } from '../browser/readerApi.ts';
import { COMMENT_PHOTO_ACCEPT, COMMENTS_CHANGED } from '../lib/commentRules.ts';
import { islandTranslator } from '../i18n/islandTranslator.ts';
import type { Locale } from '../i18n/locales.ts';
import type { MessageBundle } from '../i18n/messages/messageKey.ts';

interface Props {
  rootId: number;
  /** 0 article, 1 live room. */
  sourceType: 0 | 1;
  loginUrl: string;
  /** The form's POST target without JavaScript: this page with the Action's query. */
  formAction: string;
  /** The answer to a form posted without JavaScript. */
  answer: CommentPostAnswer | null;
  /** Whom the box answers until the reader picks another comment or cancels (replyAll: the comment). */
  replyTo: ReplyTarget | null;
  locale: Locale;
  messages: MessageBundle;
}

function apiFor(loginUrl: string): CommentBoxApi {
  return {
    reader: () => readerForPage(loginUrl),
    async post(form) {
      const { data, error } = await actions.comment.post(form);
      return error || !data ? { outcome: 'refused', messageKey: 'msg.commentFailed', message: null } : data;
    },
  };
}

function CommentBox(props: Props) {
  const t = useMemo(() => islandTranslator(props.locale, props.messages), [props.locale, props.messages]);
  const form = useRef<HTMLFormElement>(null);
  const controller = useMemo(
    () =>
      createCommentBox({
        api: apiFor(props.loginUrl),
        answer: props.answer,
        onPosted: (outcome) => {
          // A reply went through: the box writes new comments again (or answers the page's comment).
          if (props.replyTo) replyTo(props.replyTo);
          else cancelReply();
          form.current?.dispatchEvent(new CustomEvent(COMMENTS_CHANGED, { bubbles: true, detail: { rootId: props.rootId, sourceType: props.sourceType, outcome } }));
        },
      }),
    [props.loginUrl, props.answer, props.rootId, props.sourceType, props.replyTo],
  );
  const state = useStore(controller.$box);
  const picked = useStore($replyTarget);
  // Until the reader picks a comment or cancels, the page's own target holds (the server rendered
  // it). A pick made before hydration shows right after it: the first render must match the server's.
  const [cancelled, setCancelled] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const target = (hydrated ? picked : null) ?? (cancelled ? null : props.replyTo);
  const onCancel = () => {
    setCancelled(true);
    cancelReply();
  };

  // The login link returns to this page; known only in the browser.
  const [loginUrl, setLoginUrl] = useState(props.loginUrl);
  useEffect(() => {
    setLoginUrl(loginHref(props.loginUrl));
    void readerForPage(props.loginUrl);
  }, [props.loginUrl]);

  const onPhotos = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    if (!(await controller.choosePhotos([...(input.files ?? [])]))) input.value = '';
  };
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    if (await controller.submit(new FormData(element))) element.reset();
  };
  const message = state.message;

  return (
    <form ref={form} className="comment-box" method="post" encType="multipart/form-data" action={props.formAction} noValidate aria-labelledby="comment-box-title" onSubmit={onSubmit}>
      <h2 id="comment-box-title" className="comment-box-title">
        {t('comment.formTitle')}
      </h2>
      <input type="hidden" name="rootId" value={props.rootId} />
      <input type="hidden" name="sourceType" value={props.sourceType} />
      <input type="hidden" name="parentId" value={parentIdOf(target)} />
      {target && (
        <p className="comment-box-reply">
          <span>{t('comment.replyingTo', { name: target.name })}</span>
          <button type="button" onClick={onCancel}>
            {t('comment.cancelReply')}
          </button>
        </p>
      )}
      <label className="visually-hidden" htmlFor="comment-box-text">
        {t('comment.textLabel')}
      </label>
      <textarea id="comment-box-text" className="comment-box-text" name="content" rows={3} placeholder={t('comment.placeholder')} />
      <div className="comment-box-row">
        <label className="comment-box-photos">
          <span>{t('comment.addPhoto')}</span>
          <input type="file" name="photos" multiple accept={COMMENT_PHOTO_ACCEPT} onChange={(event) => void onPhotos(event)} />
        </label>
        {state.photoCount > 0 && <span className="comment-box-count">{t('comment.photoCount', { count: state.photoCount })}</span>}
        <button type="submit" className="comment-box-send" disabled={state.busy} aria-busy={state.busy}>
          {t('comment.send')}
        </button>
      </div>
      <p className={message?.tone === 'info' ? 'comment-box-message is-info' : 'comment-box-message'} role="status" aria-live="polite">
        {message && (
          <span key={message.seq}>
            {message.text ?? t(message.key)}
            {message.login && (
              <>
                {' '}
                <a href={loginUrl}>{t('article.goLogin')}</a>
              </>
            )}
          </span>
        )}
      </p>
    </form>
  );
}

export default reactIsland(CommentBox);
