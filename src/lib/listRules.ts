/**
 * Rules of the browsing lists that are not formatting: which columns show, which layout an item
 * gets, which pictures it uses, where the picture sits, and how pages are numbered in our URLs.
 * Pure, shared by pages, fragments and tests.
 */
import { FILTERED_COLUMN_STYLES, HOME_LIVE_MODULE_TYPES } from './constants.ts';
import { hasMoreByPageSize } from './loadMore.ts';
import { thumbnailUrl } from './thumbnail.ts';
import { routeUrl } from '../routes.ts';

// ── columns ──────────────────────────────────────────────────────────────────────────────────

export interface NavColumnInput {
  columnId: number;
  columnStyle: number;
  parentId: number | null;
  isForbidden: boolean;
}

/**
 * Columns for a navigation row under `parentId`: hidden styles (205, 215, 410) and forbidden
 * columns out, and, when the platform says which parent a column has, only the parent's children
 * (the top level is parent 0). Columns without a parent field are trusted to be the ones asked for.
 */
export function navColumns<T extends NavColumnInput>(columns: readonly T[], parentId: number): T[] {
  return columns.filter((column) => !FILTERED_COLUMN_STYLES.includes(column.columnStyle) && !column.isForbidden && (column.parentId === null || column.parentId === parentId));
}

/** The tab to show: the requested column when it is one of the tabs, else the first tab. */
export function selectedColumn<T extends { columnId: number }>(tabs: readonly T[], requested: number | null): T | null {
  return tabs.find((tab) => tab.columnId === requested) ?? tabs[0] ?? null;
}

// ── ids and pages in our URLs ───────────────────────────────────────────────────────────────

/** A positive integer id from a path or query value; anything else is "no such thing". */
export function parseId(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : null;
  if (typeof value !== 'string' || !/^\d{1,15}$/.test(value.trim())) return null;
  const n = Number(value.trim());
  return n > 0 ? n : null;
}

/** Highest page a URL may ask for: deeper pages are crawler traps, not readers. */
export const MAX_PAGE = 500;

/**
 * Our URLs count pages from 1 (`?page=2` is the second page, what a reader expects); the platform
 * counts from 0. Returns the platform page.
 */
export function platformPage(query: string | null | undefined): number {
  const n = parseId(query ?? '');
  return n === null ? 0 : Math.min(n, MAX_PAGE) - 1;
}

export interface NextPage {
  /** 1-based page number for our URL. */
  page: number;
  /** The last item of this page: the platform starts the next page after it, so nothing repeats. */
  lastFileId: number;
}

/** The next page of a list, or null when the load-more rule (a full page of 20) says there is none. */
export function nextPage(platformPageNo: number, items: readonly { fileId: number }[], hasMore: boolean | null = null): NextPage | null {
  const more = hasMore ?? hasMoreByPageSize(items.length);
  const last = items.at(-1);
  if (!more || !last || platformPageNo + 1 >= MAX_PAGE) return null;
  return { page: platformPageNo + 2, lastFileId: last.fileId };
}

/** The next page of a Q&A question or circle post list under the 20-rule (SPEC §4 "QA"): a full page means there may be more. */
export function nextCommunityPage(platformPageNo: number, items: readonly { id: number }[]): NextPage | null {
  return nextPage(
    platformPageNo,
    items.map((item) => ({ fileId: item.id })),
  );
}

// ── item layout and pictures ────────────────────────────────────────────────────────────────

export type ItemLayout = 'text' | 'small' | 'big' | 'three';

/**
 * The picture-related fields of a list item: the part of the list's view model these rules read.
 * Declared here because pure rules never import the catalogue; the catalogue's parsed list item
 * (ArticleListItem) extends it, so the two cannot drift apart.
 */
export interface PictureFields {
  articleType: number;
  /** 0 none, 1 small, 2 big, 3 three pictures. */
  picType: number;
  isBigPic: number;
  picSmall: string;
  picMiddle: string;
  picBig: string;
  /** pic0…pic2 of the three-picture layout, in order, empty ones left out. */
  pics: string[];
  pic_list: string[];
  pic_list_title: string[];
  /** A live item's banner (the app banner, else the web one); empty for other items. */
  liveBannerUrl: string;
}

/**
 * Only real image addresses become `<img src>`: absolute http(s) or site-relative. The platform's
 * storage form ("图片存储;xy/…") needs its getImage resolver and is skipped rather than broken.
 */
export function isImageAddress(value: string): boolean {
  return /^https?:\/\//i.test(value) || (value.startsWith('/') && !value.startsWith('//'));
}

/** The one rule for a picture with several addresses: the first usable one (a storage path such as `图片存储;xy/…` is not). */
export const firstImage = (candidates: readonly string[]): string => candidates.find((url) => url && isImageAddress(url)) ?? '';

/** The three pictures of the three-picture layout, when there are three. */
export function threePictures(item: PictureFields): string[] {
  const fromPics = item.pics.filter(isImageAddress);
  if (fromPics.length >= 3) return fromPics.slice(0, 3);
  const fromList = item.pic_list.filter(isImageAddress);
  return fromList.length >= 3 ? fromList.slice(0, 3) : [];
}

/** The single picture of the small layout: the smallest size there is. */
export function smallPicture(item: PictureFields): string {
  return firstImage([item.picSmall, item.picMiddle, item.picBig, ...item.pics, ...item.pic_list_title, ...item.pic_list, item.liveBannerUrl]);
}

/** The picture of the big layout and the carousel: the biggest size there is. */
export function bigPicture(item: PictureFields): string {
  return firstImage([item.picBig, item.picMiddle, ...item.pic_list_title, ...item.pics, item.picSmall, ...item.pic_list, item.liveBannerUrl]);
}

/**
 * picType (0 none, 1 small, 2 big, 3 three pictures) and isBigPic decide; a layout whose pictures
 * are missing falls back to the next simpler one, so an item never shows an empty frame.
 */
export function itemLayout(item: PictureFields): ItemLayout {
  if (item.picType === 3 && threePictures(item).length === 3) return 'three';
  if ((item.picType === 2 || item.isBigPic === 1) && bigPicture(item)) return 'big';
  if (item.picType !== 0 && smallPicture(item)) return 'small';
  return 'text';
}

/** The picture URLs an item shows in its layout, with the site's thumbnail suffix where it applies. */
export function layoutPictures(item: PictureFields, layout: ItemLayout, suffix: string | null | undefined): string[] {
  switch (layout) {
    case 'three':
      return threePictures(item).map((url) => thumbnailUrl(url, suffix));
    case 'small':
      return [thumbnailUrl(smallPicture(item), suffix)];
    // The big picture is shown at full width: a thumbnail would be blurred.
    case 'big':
      return [bigPicture(item)];
    default:
      return [];
  }
}

/** padListType 1 puts the small picture at the inline start; anything else at the inline end (SPEC §3). */
export function pictureSide(padListType: number | null | undefined): 'start' | 'end' {
  return padListType === 1 ? 'start' : 'end';
}

/**
 * padColor is free text (`#c8102e`). A strict CSP forbids inline styles, so the colour cannot be
 * passed through; it picks the nearest of a small palette defined in the stylesheet instead.
 */
export type Accent = 'red' | 'orange' | 'green' | 'blue' | 'purple';

export function accentFor(padColor: string | null | undefined): Accent {
  const match = /^#?([\da-f]{3}|[\da-f]{6})$/i.exec((padColor ?? '').trim());
  if (!match) return 'red';
  const hex = match[1]!.length === 3 ? [...match[1]!].map((c) => c + c).join('') : match[1]!;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (max - min < 0.08) return 'red';
  let hue: number;
  if (max === r) hue = ((g - b) / (max - min) + 6) % 6;
  else if (max === g) hue = (b - r) / (max - min) + 2;
  else hue = (r - g) / (max - min) + 4;
  hue *= 60;
  if (hue < 20 || hue >= 330) return 'red';
  if (hue < 60) return 'orange';
  if (hue < 170) return 'green';
  if (hue < 260) return 'blue';
  return 'purple';
}

// ── live ────────────────────────────────────────────────────────────────────────────────────

export type LiveBadge = 'preview' | 'live' | 'ended';

/** SPEC §4: 0 preview, 1 live, 2 ended; anything else has no badge. */
export function liveBadge(liveStatus: number | null | undefined): LiveBadge | null {
  if (liveStatus === 0) return 'preview';
  if (liveStatus === 1) return 'live';
  if (liveStatus === 2) return 'ended';
  return null;
}

/**
 * The home live strip shows only live items whose live type is one of the home live module types
 * (SPEC §9: 0, 7, 8, 9, 10, 11); an item without a live type counts as 0, the plain image live.
 */
export function homeLiveItems<T extends { liveType: number | null }>(items: readonly T[]): T[] {
  return items.filter((item) => HOME_LIVE_MODULE_TYPES.includes(item.liveType ?? 0));
}

// ── modules ─────────────────────────────────────────────────────────────────────────────────

export type ModuleKind = 'articles' | 'flash' | 'cards' | 'activities' | 'accounts' | 'people';

/** How a module of getArticles' `modules[]` renders, by its `type` (PLATFORM.md §5.2 moduleView). */
export function moduleKind(type: number): ModuleKind {
  switch (type) {
    case 4:
      return 'activities';
    case 5:
      return 'accounts';
    case 7:
      return 'people';
    case 8:
      return 'flash';
    case 10:
      return 'cards';
    default:
      return 'articles';
  }
}

/**
 * Where a module's "more" link goes: the column the editor set it to jump to, else the module's own
 * full list (moreModules, moduleView). People modules always get their own list: a column page lists
 * articles, and people come only through moduleView (the demo's people column has no articles).
 */
export function moduleMoreUrl(module: { type: number; moduleID: number; targetColumn: { isJump: number; id: number } | null }): string {
  const jump = module.targetColumn && module.targetColumn.isJump && module.targetColumn.id > 0 ? module.targetColumn.id : null;
  return jump !== null && moduleKind(module.type) !== 'people' ? routeUrl('columnDetail', [jump]) : routeUrl('moreModules', [], { id: String(module.moduleID) });
}

/** The title an item shows in a list: the list title when the editor set one. */
export function listTitle(item: { listTitle: string; title: string }): string {
  return item.listTitle.trim() || item.title;
}
