/**
 * The ask form of a 问吧 subject (SPEC §4–§5): a question, pictures and a send button. The server
 * renders it as a plain multipart form posting to the `community.ask` Action, so it works with
 * JavaScript off (the page then shows the answer). It hydrates on the reader's first touch; then it
 * checks the reader and the rules first and sends through the Action. A question waits for the
 * newsroom's review, and the message says so. State: src/stores/communityForm.ts.
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
  subjectId: number;
  loginUrl: string;
  /** The form's POST target without JavaScript: this page with the Action's query. */
  formAction: string;
  /** The answer to a form posted without JavaScript. */
  answer: CommunityAnswer | null;
  locale: Locale;
  messages: MessageBundle;
}

function apiFor(loginUrl: string): CommunityFormApi {
  return {
    reader: () => readerForPage(loginUrl),
    async send(form) {
      const { data, error } = await actions.community.ask(form);
      return error || !data ? { outcome: 'refused', messageKey: 'community.failed', message: null } : data;
    },
  };
}

function AskForm(props: Props) {
  const t = useMemo(() => islandTranslator(props.locale, props.messages), [props.locale, props.messages]);
  const controller = useMemo(() => createCommunityForm({ kind: 'ask', api: apiFor(props.loginUrl), answer: props.answer }), [props.loginUrl, props.answer]);
  const state = useStore(controller.$form);
  // The login link returns to this page; known only in the browser.
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

  return (
    <form className="community-form" method="post" encType="multipart/form-data" action={props.formAction} noValidate aria-labelledby="ask-form-title" onSubmit={onSubmit}>
      <h2 id="ask-form-title" className="community-form-title">
        {t('community.askTitle')}
      </h2>
      <input type="hidden" name="subjectId" value={props.subjectId} />
      <label className="visually-hidden" htmlFor="ask-form-text">
        {t('community.askLabel')}
      </label>
      <textarea id="ask-form-text" className="community-form-text" name="content" rows={3} placeholder={t('community.askPlaceholder')} />
      <div className="community-form-row">
        <label className="community-form-photos">
          <span>{t('community.addPhoto')}</span>
          <input type="file" name="photos" multiple accept={COMMENT_PHOTO_ACCEPT} onChange={(event) => void onPhotos(event)} />
        </label>
        {state.photoCount > 0 && <span className="community-form-count">{t('comment.photoCount', { count: state.photoCount })}</span>}
        <button type="submit" className="community-form-send" disabled={state.busy} aria-busy={state.busy}>
          {t('community.askSend')}
        </button>
      </div>
      <p className={message?.tone === 'info' ? 'community-form-message is-info' : 'community-form-message'} role="status" aria-live="polite">
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

export default reactIsland(AskForm);
