/** Column helpers shared by the schema files: epoch-millisecond times and the jsonb `extra` bag. */
import { bigint, jsonb } from 'drizzle-orm/pg-core';

export const ms = (name: string) => bigint(name, { mode: 'number' });
export const extra = () => jsonb('extra').$type<Record<string, unknown>>().notNull().default({});
