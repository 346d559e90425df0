import type { ImageRef } from './mediaUrls.ts';

/** The wide part of an article, stored in `articles.extra`; the seed writes it, the shapers read it. */
export interface ArticleExtra {
  /** none: no picture; small: one small picture; big: one big picture; three: three pictures */
  listStyle?: 'none' | 'small' | 'big' | 'three';
  titlePic?: ImageRef;
  listPics?: ImageRef[];
  /** Body pictures (type 0) or the gallery (type 1), in order. */
  images?: ImageRef[];
  video?: { path: string; duration: number; size: number; cover?: ImageRef; videoStyle?: number };
  audio?: { path: string; duration: number; title: string };
  listTitle?: string;
  subTitle?: string;
  leadTitle?: string;
  shareTitle?: string;
  shareContent?: string;
  sharePic?: ImageRef;
  picRatio?: string;
  isExclusive?: number;
  /** type 3: the special topic's first sub-column */
  subColumnId?: number;
  /** type 4 / 12: where the link goes */
  h5Path?: string;
  voteId?: number;
  files?: { name: string; path: string; size: number }[];
  keylist?: string;
  listType?: number;
  praiseType?: number;
  copyright?: string;
  advClosed?: number;
  isReward?: number;
  /** extra fields shown under `extendedFiled` and at the top level */
  extendedFields?: Record<string, string>;
}
