/**
 * The share button and share sheet (WeChat, Moments, Weibo, QQ, copy link, poster) of an article and
 * of every other page that shares (PageShare.astro, docs/decisions/159). Its own island, on an
 * article beside the like bar in the same row, so sharing's code loads only when the reader
 * touches the share button (client:interaction replays that tap). Not rendered at all when the
 * article closes sharing. State is in a nanostore (src/stores/shareSheet.ts); reports go through
 * Astro Actions only. Weibo and QQ are plain links (new tab), so no popup blocker gets in the way.
 */
import { reactIsland } from './reactIsland.ts';
import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useStore } from '@nanostores/react';
import { actions } from 'astro:actions';
import { createShareSheet, type ShareSheetApi, type ShareSheetState } from '../stores/shareSheet.ts';
import { readerContext } from '../browser/readerContext.ts';
import { ShareIcon } from './ShareIcon.tsx';
import { islandTranslator } from '../i18n/islandTranslator.ts';
import type { Translate } from '../i18n/translate.ts';
import type { Locale } from '../i18n/locales.ts';
import { OBJECT_TYPE } from '../lib/objectType.ts';
import type { MessageBundle } from '../i18n/messages/messageKey.ts';
import type { ShareCount, ShareSheetProps } from '../contracts/article.ts';

/** WeChat and Moments: a hint (share from WeChat's menu, or copy the link), in the sheet's order. */
const WECHAT_TARGETS = ['wechat', 'timeline'] as const;

/** The targets that are links to another site's share page, in the sheet's order. */
const LINK_TARGETS = ['weibo', 'qq'] as const;

interface Props extends ShareSheetProps {
  locale: Locale;
  messages: MessageBundle;
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Older WebViews: a selected textarea and the legacy command.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.className = 'visually-hidden';
    document.body.append(area);
    area.select();
    const ok = legacyCopy();
    area.remove();
    return ok;
  }
}

function legacyCopy(): boolean {
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}

/** Reports a share as the page's content counts it: nothing where the SPEC names no event (docs/decisions/159). */
function apiFor(counted: ShareCount | null, channel: 1 | 2 | 3): ShareSheetApi {
  return {
    async shared() {
      if (counted) await actions.article.event({ id: counted.id, eventType: 2, channel, type: counted.objectType });
    },
    async record(shareChannel) {
      // The analytics share record names an article (SPEC §5): an activity's share sends the event only.
      if (counted && counted.objectType !== OBJECT_TYPE.activity) await actions.article.shareRecord({ id: counted.id, shareChannel });
    },
    copy: copyText,
  };
}

function ShareSheet(props: Props) {
  const t = useMemo(() => islandTranslator(props.locale, props.messages), [props.locale, props.messages]);
  const sheet = useMemo(() => {
    const reader = readerContext({ isShare: props.isShare, nativeAppMarker: props.nativeAppMarker });
    return createShareSheet({ content: props.content, inWeChat: () => reader.inWeChat, api: apiFor(props.counted, reader.channel) });
  }, [props.counted, props.isShare, props.nativeAppMarker, props.content]);
  const state = useStore(sheet.$state);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (state.open && !element.open) element.showModal();
    if (!state.open && element.open) element.close();
  }, [state.open]);

  useEffect(() => {
    if (!state.toast) return;
    const timer = setTimeout(sheet.clearToast, 2500);
    return () => clearTimeout(timer);
  }, [state.toast, sheet]);

  // A tap on the dimmed backdrop lands on the dialog itself: close, as sheets do.
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) sheet.close();
  };
  const copyLink = () => void sheet.copyLink();

  return (
    <>
      <button type="button" className="action-button" data-action="share" aria-haspopup="dialog" onClick={sheet.open}>
        <span aria-hidden="true">↗</span> {t('article.share')}
      </button>
      <p className="share-toast" role="status" aria-live="polite">
        {state.toast && <span key={state.toast.seq}>{t(state.toast.key)}</span>}
      </p>
      <dialog ref={dialog} className="share-sheet" aria-labelledby="share-sheet-title" onClose={sheet.close} onClick={onDialogClick}>
        {/* A closed dialog shows nothing: its content is rendered when the reader opens it, not on every page. */}
        {state.open && <SheetContent state={state} sheet={sheet} t={t} copyLink={copyLink} poster={props.poster} alt={props.content.title} />}
      </dialog>
    </>
  );
}

type Sheet = ReturnType<typeof createShareSheet>;

/**
 * The share poster (docs/decisions/154): a picture the server draws, which a long press saves or
 * scans; its texts are in the picture, and its alternative text is the headline it shows.
 */
function PosterView({ src, alt, t, back }: { src: string; alt: string; t: Translate; back: () => void }) {
  const [failed, setFailed] = useState(false);
  return (
    <>
      <figure className="share-poster">
        {failed ? <p role="alert">{t('share.posterFailed')}</p> : <img src={src} alt={alt} width={750} onError={() => setFailed(true)} />}
        {!failed && <figcaption className="share-sheet-hint">{t('share.posterHint')}</figcaption>}
      </figure>
      <button type="button" className="share-sheet-cancel" onClick={back}>
        {t('share.back')}
      </button>
    </>
  );
}

/** The open sheet: the targets, the poster, or the hint a WeChat target or a failed copy leaves. */
function SheetContent(input: { state: ShareSheetState; sheet: Sheet; t: Translate; copyLink: () => void; poster: string | null; alt: string }) {
  const { state, sheet, t, copyLink, poster } = input;
  return (
    <>
      <h2 id="share-sheet-title" className="share-sheet-title">
        {t('share.title')}
      </h2>
      {state.poster && poster ? (
        <PosterView src={poster} alt={input.alt} t={t} back={sheet.back} />
      ) : state.hint ? (
        <>
          <p className="share-sheet-hint" data-hint={state.hint}>
            {t(state.hint)}
          </p>
          {state.hint === 'share.copyHint' && (
            <button type="button" className="share-sheet-button" onClick={copyLink}>
              {t('share.copyLink')}
            </button>
          )}
          <button type="button" className="share-sheet-cancel" onClick={sheet.back}>
            {t('share.back')}
          </button>
        </>
      ) : (
        <>
          <ul className="share-targets" aria-label={t('share.targets')}>
            {WECHAT_TARGETS.map((target) => (
              <li key={target}>
                <button type="button" className="share-target" data-target={target} onClick={() => sheet.chooseWeChat(target)}>
                  <ShareIcon name={target} />
                  {t(`share.${target}`)}
                </button>
              </li>
            ))}
            {LINK_TARGETS.map((target) => {
              const href = sheet.links[target];
              return (
                href && (
                  <li key={target}>
                    <a className="share-target" data-target={target} href={href} target="_blank" rel="noopener noreferrer" onClick={() => void sheet.followed(target)}>
                      <ShareIcon name={target} />
                      {t(`share.${target}`)}
                      <span className="visually-hidden">{t('share.opensNewTab')}</span>
                    </a>
                  </li>
                )
              );
            })}
            <li>
              <button type="button" className="share-target" data-target="copy" onClick={copyLink}>
                <ShareIcon name="copy" />
                {t('share.copyLink')}
              </button>
            </li>
            {poster && (
              <li>
                <button type="button" className="share-target" data-target="poster" onClick={sheet.showPoster}>
                  <ShareIcon name="poster" />
                  {t('share.poster')}
                </button>
              </li>
            )}
          </ul>
          <button type="button" className="share-sheet-cancel" onClick={sheet.close}>
            {t('share.cancel')}
          </button>
        </>
      )}
    </>
  );
}

export default reactIsland(ShareSheet);
