/**
 * The comment box's rules (SPEC §5, docs/decisions/072), one implementation for the store (before
 * anything is sent) and the form Action (for readers without JavaScript and for anyone else). A
 * photo must be a picture by its first bytes AND by its name: a renamed text file is caught by
 * content, a picture with a foreign name by its extension. The limits are the constants below.
 */
export const COMMENT_MAX_CHARS = 1000;
export const COMMENT_MAX_PHOTOS = 9;
export const COMMENT_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** The file picker's filter; the rules below decide, this only narrows the picker. */
export const COMMENT_PHOTO_ACCEPT = 'image/jpeg,image/png,image/gif,image/bmp';
export const COMMENT_PHOTO_EXTENSIONS: readonly string[] = ['jpg', 'jpeg', 'png', 'gif', 'bmp'];
export { COMMENTS_CHANGED } from './commentEvents.ts';
/** One report reason of getCats code DISCUSSTYPE: `type` is what `expose` is sent, `name` what the reader picks. */
export interface ReportReason {
  type: number;
  name: string;
}
/** Bytes enough to tell the four formats apart. */
export const PHOTO_HEAD_BYTES = 8;

export type PhotoKind = 'jpg' | 'png' | 'gif' | 'bmp';

export type CommentProblem = 'msg.enterContent' | 'msg.photoFormat' | 'comment.tooLong' | 'comment.tooManyPhotos' | 'comment.photoTooLarge';

/** What the rules need of a photo: its name, its size and its first bytes. */
export interface PhotoFacts {
  name: string;
  size: number;
  head: Uint8Array;
}

const startsWith = (head: Uint8Array, magic: readonly number[]) => magic.length <= head.length && magic.every((byte, at) => head[at] === byte);

/** The format the first bytes announce, or null. */
export function photoKindOf(head: Uint8Array): PhotoKind | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, [0x47, 0x49, 0x46, 0x38, 0x37, 0x61]) || startsWith(head, [0x47, 0x49, 0x46, 0x38, 0x39, 0x61])) return 'gif';
  if (startsWith(head, [0x42, 0x4d])) return 'bmp';
  return null;
}

/** The name ends in one of the allowed extensions (any case). */
export function photoNameAllowed(name: string): boolean {
  const dot = name.lastIndexOf('.');
  return dot > 0 && COMMENT_PHOTO_EXTENSIONS.includes(name.slice(dot + 1).toLowerCase());
}

/** Characters as a reader counts them (code points, not UTF-16 units). */
export const commentLength = (content: string): number => [...content.trim()].length;

/** The text's problem, or null. */
export function contentProblem(content: string): CommentProblem | null {
  if (!content.trim()) return 'msg.enterContent';
  return commentLength(content) > COMMENT_MAX_CHARS ? 'comment.tooLong' : null;
}

/** The first problem of the chosen photos, or null. */
export function photosProblem(photos: readonly PhotoFacts[]): CommentProblem | null {
  if (photos.length > COMMENT_MAX_PHOTOS) return 'comment.tooManyPhotos';
  for (const photo of photos) {
    if (!photoNameAllowed(photo.name) || !photoKindOf(photo.head)) return 'msg.photoFormat';
    if (photo.size > COMMENT_PHOTO_MAX_BYTES) return 'comment.photoTooLarge';
  }
  return null;
}

/** The first problem of a comment, text first (the order the reader fills it in); null when it may be sent. */
export function commentProblem(input: { content: string; photos: readonly PhotoFacts[] }): CommentProblem | null {
  return contentProblem(input.content) ?? photosProblem(input.photos);
}

/** A file input left empty still sends one nameless, empty file: that is no photo. */
export const isChosenFile = (file: { name: string; size: number }): boolean => file.size > 0 || file.name !== '';

/** Reads the facts of a picked file (a Blob read, no network). */
export async function photoFactsOf(file: Blob & { name: string }): Promise<PhotoFacts> {
  const head = new Uint8Array(await file.slice(0, PHOTO_HEAD_BYTES).arrayBuffer());
  return { name: file.name, size: file.size, head };
}
