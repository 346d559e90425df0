/**
 * The comment box (SPEC §4–§8): a text, photos and a send button. The server renders it as a plain
 * multipart form that posts to the `comment.post` Action, so it works with JavaScript off (the page
 * then shows the answer). It hydrates on the reader's first touch (client:interaction); hydrated,
 * it checks the reader and the rules first, sends through the Action, and tells the page's comment
 * list to refresh (`comments:changed` on the document). A reply control on a list puts it into
 * reply mode ("回复 @nickname", with a cancel button) through `$replyTarget`; the post then carries
 * the comment as `parentId`. The form itself is the shared WritingBox.tsx. State:
 * src/stores/commentBox.ts, src/stores/commentReply.ts.
 */
import { reactIsland } from './reactIsland.ts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { actions } from 'astro:actions';
import { createCommentBox, type CommentBoxApi } from '../stores/commentBox.ts';
import type { CommentBoxProps } from '../contracts/comment.ts';
import { $replyTarget, cancelReply, parentIdOf, replyTo } from '../stores/commentReply.ts';
import { readerForPage } from '../browser/readerApi.ts';
import { callAction } from '../browser/actionAnswer.ts';
import { COMMENTS_CHANGED } from '../lib/commentRules.ts';
import { WritingBox } from './WritingBox.tsx';
import { islandTranslator } from '../i18n/islandTranslator.ts';
import { provideToastTexts } from '../browser/catalogueToast.ts';
import type { Locale } from '../i18n/locales.ts';
import type { MessageBundle } from '../i18n/messages/messageKey.ts';

interface Props extends CommentBoxProps {
  locale: Locale;
  messages: MessageBundle;
}

function apiFor(loginUrl: string): CommentBoxApi {
  return {
    reader: () => readerForPage(loginUrl),
    send: async (form) => (await callAction({ loginUrl }, () => actions.comment.post(form))).data ?? null,
  };
}

const KEYS = { title: 'comment.formTitle', label: 'comment.textLabel', placeholder: 'comment.placeholder', addPhoto: 'comment.addPhoto', send: 'comment.send' } as const;

function CommentBox(props: Props) {
  const t = useMemo(() => islandTranslator(props.locale, props.messages), [props.locale, props.messages]);
  // The page's one toast words the network and stylesheet failures from this bundle (docs/decisions/162).
  useEffect(() => provideToastTexts(props.messages), [props.messages]);
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

  // Ask who is reading at once, so the first send need not wait for it.
  useEffect(() => void readerForPage(props.loginUrl), [props.loginUrl]);

  return (
    <WritingBox
      block="comment-box"
      name="comment-box"
      formAction={props.formAction}
      formRef={form}
      t={t}
      keys={KEYS}

      controller={controller}
      loginUrl={props.loginUrl}
    >
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
    </WritingBox>
  );
}

export default reactIsland(CommentBox);
