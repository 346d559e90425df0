/**
 * The `event` calls the platform keeps as records, not counters (docs/decisions/164): views and
 * other events of the objects without a counter of their own (PLATFORM.md §5.3: 4 activity, 5
 * column, 7 paper article, 8 topic Q&A, 9 Q&A; SPEC §4: 18 circle), and the device record (SPEC
 * §7: type 20, eventType 12). They go to the analytics records, with their bounds and expiry
 * (docs/decisions/142), under the data type `event:<type>:<eventType>`.
 */
export const DEVICE_RECORD = { type: 20, eventType: 12 } as const;
const RECORDED_OBJECTS: ReadonlySet<number> = new Set([4, 5, 7, 8, 9, 18]);
/** PLATFORM.md §5.3 event types: 0 click, 1 praise, 2 share, 3 share-page click (the touch site's view). */
const OBJECT_EVENT_TYPES: ReadonlySet<number> = new Set([0, 1, 2, 3]);

/** The record's data type of an event, or null when the platform keeps no record of it (it is accepted and ignored). */
export function recordedEventOf(type: number, eventType: number): string | null {
  if (type === DEVICE_RECORD.type) return eventType === DEVICE_RECORD.eventType ? `event:${type}:${eventType}` : null;
  return RECORDED_OBJECTS.has(type) && OBJECT_EVENT_TYPES.has(eventType) ? `event:${type}:${eventType}` : null;
}
