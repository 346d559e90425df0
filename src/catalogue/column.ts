import * as v from 'valibot';
import { list, num, optNum, record, requiredId, str, toNumber } from './schemaParts.ts';

/** Column styles the touch client does not show (SPEC §3). */
export const HIDDEN_COLUMN_STYLES: readonly number[] = [205, 215, 410];

export interface Column {
  columnId: number;
  columnName: string;
  parentId: number | null;
  columnStyle: number;
  columnType: number;
  level: number;
  phoneIcon: string;
  padIcon: string;
  topPic: string;
  linkUrl: string;
  description: string;
  keyword: string;
  casNames: string;
  topCount: number;
  appShow: number;
  isForbidden: boolean;
  showReadCount: number;
  showPubTime: number;
  showPraiseCount: number;
  showDiscussCount: number;
  rssCount: number;
}

export const columnSchema = v.pipe(
  record({
    columnId: v.optional(v.unknown()),
    columnID: v.optional(v.unknown()),
    columnName: str,
    parentId: optNum,
    parentID: optNum,
    parentColumnId: optNum,
    columnStyle: num,
    columnType: num,
    level: num,
    columnLevel: num,
    phoneIcon: str,
    padIcon: str,
    topPic: str,
    linkUrl: str,
    description: str,
    keyword: str,
    casNames: str,
    topCount: num,
    appShow: num,
    isForbidden: v.optional(v.unknown()),
    showReadCount: num,
    showPubTime: num,
    showPraiseCount: num,
    showDiscussCount: num,
    rssCount: num,
  }),
  v.check((x) => v.is(requiredId, x.columnId ?? x.columnID), 'a column needs an id'),
  v.transform((x): Column => ({
    columnId: toNumber(x.columnId ?? x.columnID),
    columnName: x.columnName,
    parentId: x.parentId ?? x.parentID ?? x.parentColumnId,
    columnStyle: x.columnStyle,
    columnType: x.columnType,
    level: x.level || x.columnLevel,
    phoneIcon: x.phoneIcon,
    padIcon: x.padIcon,
    topPic: x.topPic,
    linkUrl: x.linkUrl,
    description: x.description,
    keyword: x.keyword,
    casNames: x.casNames,
    topCount: x.topCount,
    appShow: x.appShow,
    isForbidden: x.isForbidden === true || x.isForbidden === 1 || x.isForbidden === '1' || x.isForbidden === 'true',
    showReadCount: x.showReadCount,
    showPubTime: x.showPubTime,
    showPraiseCount: x.showPraiseCount,
    showDiscussCount: x.showDiscussCount,
    rssCount: x.rssCount,
  })),
);

export interface ColumnList {
  version: number;
  columns: Column[];
  topColumns: Column[];
}

/** getColumns: `{version, columns, topColumns}`; some deployments answer with the bare array. */
export const columnListSchema = v.pipe(
  v.union([v.array(v.unknown()), record({ version: num, columns: list(columnSchema), topColumns: list(columnSchema) })]),
  v.transform((x): ColumnList => (Array.isArray(x) ? { version: 0, columns: v.parse(list(columnSchema), x), topColumns: [] } : { version: x.version, columns: x.columns, topColumns: x.topColumns })),
);

/** Local filter of SPEC §3: some column styles are app-only. */
export function visibleColumns(columns: readonly Column[]): Column[] {
  return columns.filter((column) => !HIDDEN_COLUMN_STYLES.includes(column.columnStyle));
}

/** getColumn: one column, or the column wrapped as `{column}`. */
export const singleColumnSchema = v.pipe(
  v.unknown(),
  v.transform((x) => (x && typeof x === 'object' && 'column' in x ? x.column : x)),
  columnSchema,
);
