/**
 * The writing box's photo picker (WritingBox.tsx): a button in the page's language instead of the
 * browser's own "Choose Files", the chosen photos as thumbnails each with a remove button, and the
 * count against the limit. The real `<input type=file name=photos>` stays in the form (visually
 * hidden, still focusable), so the form sends what is shown, also before the island hydrates.
 * Photos picked again are added to those already there; the store checks the whole set each time.
 */
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { COMMENT_MAX_PHOTOS, COMMENT_PHOTO_ACCEPT } from '../lib/commentRules.ts';
import type { Translate } from '../i18n/translate.ts';
import type { MessageKey } from '../i18n/messages/messageKey.ts';

interface Props {
  block: string;
  t: Translate;
  addPhoto: MessageKey;
  /** The store's check of the whole set; false when it was refused (the store says why). */
  choose(files: readonly File[]): Promise<boolean>;
}

interface Chosen {
  file: File;
  url: string;
}

/** Puts `files` into the input, so the form sends exactly them. */
function setInputFiles(input: HTMLInputElement, files: readonly File[]): void {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  input.files = transfer.files;
}

export function PhotoPicker({ block, t, addPhoto, choose }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen[]>([]);

  const show = (files: readonly File[]) =>
    setChosen((before) => {
      for (const item of before) URL.revokeObjectURL(item.url);
      return files.map((file) => ({ file, url: URL.createObjectURL(file) }));
    });

  // The form is cleared after a comment went through: so are the thumbnails.
  useEffect(() => {
    const form = input.current?.form;
    const cleared = () => show([]);
    form?.addEventListener('reset', cleared);
    return () => form?.removeEventListener('reset', cleared);
  }, []);

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const element = event.currentTarget;
    const files = [...chosen.map((item) => item.file), ...(element.files ?? [])];
    setInputFiles(element, files);
    if (await choose(files)) return show(files);
    // Refused as a whole (too many, too large, not a picture): keep what was there before.
    setInputFiles(
      element,
      chosen.map((item) => item.file),
    );
  };

  const remove = async (index: number) => {
    const files = chosen.filter((_, at) => at !== index).map((item) => item.file);
    if (input.current) setInputFiles(input.current, files);
    await choose(files);
    show(files);
  };

  return (
    <div className={`${block}-photos`}>
      <label className={`${block}-pick`}>
        <span aria-hidden="true">＋</span>
        {t(addPhoto)}
        <span className={`${block}-limit`}>
          {chosen.length}/{COMMENT_MAX_PHOTOS}
        </span>
        <input ref={input} className="visually-hidden" type="file" name="photos" multiple accept={COMMENT_PHOTO_ACCEPT} onChange={(event) => void onPick(event)} />
      </label>
      {chosen.length > 0 && (
        <ul className={`${block}-thumbs`} aria-label={t('comment.photoCount', { count: chosen.length })}>
          {chosen.map((item, index) => (
            <li key={item.url}>
              <img src={item.url} alt="" width="64" height="64" />
              <button type="button" aria-label={t('comment.removePhoto', { index: index + 1 })} onClick={() => void remove(index)}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
