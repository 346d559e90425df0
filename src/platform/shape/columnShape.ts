import type { ColumnRow } from './ColumnCache.ts';

function absolute(origin: string, url: string): string {
  return url.startsWith('/') ? `${origin}${url}` : url;
}

/** A column as getColumns lists it (PLATFORM.md §5.2), including the pad-only fields the real one sends. */
export function columnShape(origin: string, column: ColumnRow, casNames: string, level: number): Record<string, unknown> {
  const icon = absolute(origin, column.icon);
  return {
    isdelete: column.isDeleted ? 1 : 0,
    level,
    columnLevel: level,
    columnId: column.id,
    columnID: column.id,
    columnName: column.name,
    topCount: column.topCount,
    phoneIcon: icon,
    padIcon: icon,
    orderId: column.orderId,
    keyword: '',
    description: column.description,
    linkUrl: column.linkUrl,
    isForbidden: false,
    casNames,
    rssCount: 0,
    appFixed: 0,
    appShow: 1,
    synXCX: 0,
    isScreen: 0,
    columnType: column.columnType,
    columnStyle: column.columnStyle,
    parentId: column.parentId,
    showReadCount: 1,
    showPubTime: 1,
    showPraiseCount: 1,
    showDiscussCount: 1,
    showStyle: 0,
    topPic: '',
    showCard: 0,
    cardUrl: '',
    showColumnPad: 0,
    onlyShowPad: 0,
    showReadCountPad: 0,
    showPubTimePad: 0,
    showPraiseCountPad: 0,
    showDiscussCountPad: 0,
    showStylePad: 0,
    topPicPad: '',
    showCardPad: 0,
    cardUrlPad: '',
    topCountPad: 0,
    showMoreTipPad: 0,
    appTypePadID: '',
    appTypePad: '',
    timeAxisIconPad: '',
    timeAxisColorPad: '',
    iconPad: '',
    isIncomPad: 0,
    hasExtField: 0,
    iconBigType: 0,
    aggId: 0,
    appNormal: -2147483648,
  };
}

export function absoluteUrl(origin: string, url: string): string {
  return absolute(origin, url);
}
