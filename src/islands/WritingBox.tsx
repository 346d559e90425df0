/**
 * The writing box the comment box, the ask form and the post form share (no island itself: each of
 * those islands renders it). A plain multipart form posting to the island's Action, so it works
 * with JavaScript off; hydrated, it checks and sends through the island's store
 * (src/stores/writingForm.ts) and clears itself once a send went through. It renders the title,
 * the text with its label, the photo picker (PhotoPicker.tsx), the send button (disabled while
 * sending) and the status line with the login link (back to this page, known only in the browser);
 * the island adds its hidden fields (children, after the title) and anything after a message's
 * text (`afterMessage`). The look is src/styles/writingBox.css, by the class stem `block`; ids are
 * `{name}-title` and `{name}-text`.
 */
import { useEffect, useState, type FormEvent, type ReactNode, type Ref } from 'react';
import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import { PhotoPicker } from './PhotoPicker.tsx';
import { loginHref } from '../browser/readerApi.ts';
import type { Translate } from '../i18n/translate.ts';
import type { MessageKey } from '../i18n/messages/messageKey.ts';
import type { WritingMessage } from '../stores/writingForm.ts';

interface Props {
  /** The class names' stem: `comment-box` or `community-form`. */
  block: string;
  /** The ids' stem: `comment-box`, `ask-form` or `post-form`. */
  name: string;
  /** The form's POST target without JavaScript: this page with the Action's query. */
  formAction: string;
  formRef?: Ref<HTMLFormElement>;
  t: Translate;
  keys: { title: MessageKey; label: MessageKey; placeholder: MessageKey; addPhoto: MessageKey; send: MessageKey };
  /** The island's store (src/stores/writingForm.ts). */
  controller: {
    $form: ReadableAtom<{ busy: boolean; photoCount: number; message: WritingMessage<MessageKey> | null }>;
    choosePhotos(files: readonly File[]): Promise<boolean>;
    submit(form: FormData): Promise<boolean>;
    offerLogin(): Promise<void>;
  };
  /** The login page; the link adds the way back to this page. */
  loginUrl: string;
  children: ReactNode;
  afterMessage?: ReactNode;
}

export function WritingBox({ block, name, formAction, formRef, t, keys, controller, loginUrl, children, afterMessage }: Props) {
  const state = useStore(controller.$form);
  const [login, setLogin] = useState(loginUrl);
  useEffect(() => setLogin(loginHref(loginUrl)), [loginUrl]);
  // Hydrated on the first touch: an anonymous reader learns before typing that writing needs a login.
  useEffect(() => void controller.offerLogin(), [controller]);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    if (await controller.submit(new FormData(element))) element.reset();
  };
  const { message } = state;

  return (
    <form ref={formRef} className={block} method="post" encType="multipart/form-data" action={formAction} noValidate aria-labelledby={`${name}-title`} onSubmit={onSubmit}>
      <h2 id={`${name}-title`} className={`${block}-title`}>
        {t(keys.title)}
      </h2>
      {children}
      <label className="visually-hidden" htmlFor={`${name}-text`}>
        {t(keys.label)}
      </label>
      <textarea id={`${name}-text`} className={`${block}-text`} name="content" rows={3} placeholder={t(keys.placeholder)} />
      <div className={`${block}-row`}>
        <PhotoPicker block={block} t={t} addPhoto={keys.addPhoto} choose={(files) => controller.choosePhotos(files)} />
        <button type="submit" className={`${block}-send`} disabled={state.busy} aria-busy={state.busy}>
          {t(keys.send)}
        </button>
      </div>
      <p className={message?.tone === 'info' ? `${block}-message is-info` : `${block}-message`} role="status" aria-live="polite">
        {message && (
          <span key={message.seq}>
            {message.text ?? t(message.key)}
            {afterMessage}
            {message.login && (
              <>
                {' '}
                <a href={login}>{t('article.goLogin')}</a>
              </>
            )}
          </span>
        )}
      </p>
    </form>
  );
}
