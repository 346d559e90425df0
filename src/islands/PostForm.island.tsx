/**
 * The post form of a circle (SPEC §3–§5): a text, pictures and a send button. The server renders it
 * as a plain multipart form posting to the `community.post` Action, so it works with JavaScript off
 * (the page then shows the answer and the new post in its list). It hydrates on the reader's first
 * touch; then it checks the reader and the rules first, sends through the Action, and links the new
 * post with the circle's post count after it. State: src/stores/communityForm.ts.
 */
import { reactIsland } from './reactIsland.ts';
import { useEffect, useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { actions } from 'astro:actions';
import { createCommunityForm, type CommunityAnswer, type CommunityFormApi } from '../stores/communityForm.ts';
import { loginHref, readerForPage } from '../browser/readerApi.ts';
import { COMMENT_PHOTO_ACCEPT } from '../lib/commentRules.ts';
import { islandTranslator } from '../i18n/islandTranslator.ts';
import type { Locale } from '../i18n/locales.ts';
import type { MessageBundle } from '../i18n/messages/messageKey.ts';

interface Props {
  circleId: number;
  loginUrl: string;
  /** A post's page with `{id}` in place of its id. */
  postHref: string;
  formAction: string;
  answer: CommunityAnswer | null;
  locale: Locale;
  messages: MessageBundle;
}

function apiFor(loginUrl: string): CommunityFormApi {
  return {
    reader: () => readerForPage(loginUrl),
    async send(form) {
      const { data, error } = await actions.community.post(form);
      return error || !data ? { outcome: 'refused', messageKey: 'community.failed', message: null } : data;
    },
  };
}

const storage = () => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

function PostForm(props: Props) {
  const t = useMemo(() => islandTranslator(props.locale, props.messages), [props.locale, props.messages]);
  const controller = useMemo(
    () => createCommunityForm({ kind: 'post', api: apiFor(props.loginUrl), answer: props.answer, storage: typeof window === 'undefined' ? null : storage() }),
    [props.loginUrl, props.answer],
  );
  const state = useStore(controller.$form);
  const [loginUrl, setLoginUrl] = useState(props.loginUrl);
  useEffect(() => setLoginUrl(loginHref(props.loginUrl)), [props.loginUrl]);

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
  const written = message?.key === 'community.postPosted' ? state.written : null;

  return (
    <form className="community-form" method="post" encType="multipart/form-data" action={props.formAction} noValidate aria-labelledby="post-form-title" onSubmit={onSubmit}>
      <h2 id="post-form-title" className="community-form-title">
        {t('community.postTitle')}
      </h2>
      <input type="hidden" name="circleId" value={props.circleId} />
      <label className="visually-hidden" htmlFor="post-form-text">
        {t('community.postLabel')}
      </label>
      <textarea id="post-form-text" className="community-form-text" name="content" rows={3} placeholder={t('community.postPlaceholder')} />
      <div className="community-form-row">
        <label className="community-form-photos">
          <span>{t('community.addPhoto')}</span>
          <input type="file" name="photos" multiple accept={COMMENT_PHOTO_ACCEPT} onChange={(event) => void onPhotos(event)} />
        </label>
        {state.photoCount > 0 && <span className="community-form-count">{t('comment.photoCount', { count: state.photoCount })}</span>}
        <button type="submit" className="community-form-send" disabled={state.busy} aria-busy={state.busy}>
          {t('community.postSend')}
        </button>
      </div>
      <p className={message?.tone === 'info' ? 'community-form-message is-info' : 'community-form-message'} role="status" aria-live="polite">
        {message && (
          <span key={message.seq}>
            {message.text ?? t(message.key)}
            {written && written.postCount !== null && <> · {t('community.postCount', { count: written.postCount })}</>}
            {written && (
              <>
                {' '}
                <a href={props.postHref.replace('{id}', String(written.id))}>{t('community.viewPost')}</a>
              </>
            )}
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

export default reactIsland(PostForm);
