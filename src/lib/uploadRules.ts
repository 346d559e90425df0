/**
 * The rules for the files of a tip-off or a contribution, one implementation for the form (before
 * anything is sent), the Action and the tests; the platform checks everything again. Pictures keep
 * the comment box's rules; video and audio have their own caps below. A file is what its first
 * bytes say AND what its name says.
 */
import { photoKindOf } from './commentRules.ts';

export type MediaKind = 'image' | 'video' | 'audio';

export const UPLOAD_MAX_FILES = 9;
export const UPLOAD_MAX_TOTAL_BYTES = 20 * 1024 * 1024;
export const UPLOAD_CAP_BYTES: Record<MediaKind, number> = { image: 5 * 1024 * 1024, video: 10 * 1024 * 1024, audio: 10 * 1024 * 1024 };
/** From this total on, the form shows the upload's progress. */
export const UPLOAD_PROGRESS_FROM_BYTES = 256 * 1024;
export const UPLOAD_HEAD_BYTES = 16;
/** The file picker's filter; the rules below decide, this only narrows the picker. */
export const UPLOAD_ACCEPT = 'image/jpeg,image/png,image/gif,image/bmp,video/mp4,audio/mpeg,audio/mp4,.m4a';
const EXTENSIONS: Record<MediaKind, readonly string[]> = { image: ['jpg', 'jpeg', 'png', 'gif', 'bmp'], video: ['mp4'], audio: ['mp3', 'm4a'] };

export const TIPOFF_TOPIC_MAX = 100;
export const TIPOFF_CONTENT_MAX = 2000;
export const CONTRIBUTION_TITLE_MAX = 100;
export const CONTRIBUTION_CONTENT_MAX = 5000;

export type UploadProblem = 'upload.format' | 'upload.tooLarge' | 'upload.tooMany' | 'upload.totalTooLarge';
export type TipoffProblem = 'tipoff.enterContent' | 'tipoff.tooLong' | UploadProblem;
export type ContributionProblem = 'msg.enterName' | 'contribution.tooLong' | UploadProblem;

/** What the rules need of a file: its name, its size and its first bytes. */
export interface FileFacts {
  name: string;
  size: number;
  head: Uint8Array;
}

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** The kind the first bytes announce, or null. */
export function mediaKindOf(head: Uint8Array): MediaKind | null {
  if (photoKindOf(head)) return 'image';
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp') return ['M4A ', 'M4B '].includes(ascii(head, 8, 12)) ? 'audio' : 'video';
  if (head.length >= 3 && ascii(head, 0, 3) === 'ID3') return 'audio';
  if (head.length >= 2 && head[0] === 0xff && (head[1]! & 0xe0) === 0xe0 && (head[1]! & 0x06) === 0x02) return 'audio';
  return null;
}

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

/** The first problem of the chosen files, or null. */
export function filesProblem(files: readonly FileFacts[]): UploadProblem | null {
  if (files.length > UPLOAD_MAX_FILES) return 'upload.tooMany';
  for (const file of files) {
    const kind = mediaKindOf(file.head);
    if (!kind || !EXTENSIONS[kind].includes(extensionOf(file.name))) return 'upload.format';
    if (file.size > UPLOAD_CAP_BYTES[kind]) return 'upload.tooLarge';
  }
  return files.reduce((sum, file) => sum + file.size, 0) > UPLOAD_MAX_TOTAL_BYTES ? 'upload.totalTooLarge' : null;
}

const length = (text: string) => [...text.trim()].length;

/** A tip-off needs something to say; text first, then the files (the order the reader fills it in). */
export function tipoffProblem(input: { topic: string; content: string; files: readonly FileFacts[] }): TipoffProblem | null {
  if (!input.content.trim()) return 'tipoff.enterContent';
  if (length(input.content) > TIPOFF_CONTENT_MAX || length(input.topic) > TIPOFF_TOPIC_MAX) return 'tipoff.tooLong';
  return filesProblem(input.files);
}

/** SPEC §5: an entry needs a name (请输入名称). */
export function contributionProblem(input: { title: string; content: string; files: readonly FileFacts[] }): ContributionProblem | null {
  if (!input.title.trim()) return 'msg.enterName';
  if (length(input.title) > CONTRIBUTION_TITLE_MAX || length(input.content) > CONTRIBUTION_CONTENT_MAX) return 'contribution.tooLong';
  return filesProblem(input.files);
}

/** Reads the facts of a picked file (a Blob read, no network). */
export async function fileFactsOf(file: Blob & { name: string }): Promise<FileFacts> {
  return { name: file.name, size: file.size, head: new Uint8Array(await file.slice(0, UPLOAD_HEAD_BYTES).arrayBuffer()) };
}

/** Whole percent of an upload, 0–100, for the progress bar; unknown totals read 0. */
export function uploadPercent(loaded: number, total: number): number {
  if (!(total > 0) || !(loaded > 0)) return 0;
  return Math.min(100, Math.floor((loaded / total) * 100));
}

/** Whether a form of this many bytes shows progress while it uploads. */
export const showsProgress = (totalBytes: number): boolean => totalBytes >= UPLOAD_PROGRESS_FROM_BYTES;

/** Byte counts as the reader reads them: 980 KB, 4.2 MB. */
export function sizeLabel(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
