import { todayYMD } from '@/shared/lib/dates';

/**
 * 'Download my data' (issue 35): every key the shop keeps on this device, in one JSON file the
 * shopper can read. redux-persist keeps each field of a key as a JSON string inside the key's JSON;
 * here each is parsed, so the file holds plain objects, not strings inside strings. Its own
 * bookkeeping (`_persist`) is left out: it says nothing about the shopper.
 */

/** The file's shape: goes up when it changes, so that whatever reads a file knows which it has. */
export const EXPORT_VERSION = 1;

export interface DataExport {
  version: number;
  /** When it was made, ISO 8601. */
  exportedAt: string;
  /** Key by key: this tab's sessionStorage (a session-only sign-in, the checkout draft) over localStorage. */
  data: Record<string, unknown>;
}

type Area = Pick<Storage, 'length' | 'key' | 'getItem'> | undefined;

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored value made readable: JSON parsed, and a redux-persist key's fields parsed in turn. */
export function readable(value: string): unknown {
  const outer = parsed(value);
  if (!isRecord(outer)) return outer;
  const fromPersist = '_persist' in outer;
  return Object.fromEntries(
    Object.entries(outer)
      .filter(([field]) => field !== '_persist')
      .map(([field, inner]) => [field, fromPersist && typeof inner === 'string' ? parsed(inner) : inner]),
  );
}

function entriesOf(area: Area): [string, unknown][] {
  if (!area) return [];
  try {
    const entries: [string, unknown][] = [];
    for (let index = 0; index < area.length; index += 1) {
      const key = area.key(index);
      const value = key === null ? null : area.getItem(key);
      if (key !== null && value !== null) entries.push([key, readable(value)]);
    }
    return entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  } catch {
    return [];
  }
}

/** The file's content, from this browser's localStorage and this tab's sessionStorage. */
export function buildExport(local: Area, session: Area, now: Date = new Date()): DataExport {
  return {
    version: EXPORT_VERSION,
    exportedAt: now.toISOString(),
    data: Object.fromEntries([...entriesOf(local), ...entriesOf(session)]),
  };
}

/** `rangoli-data-2026-11-30.json`: the shopper's own date (local, not UTC). */
export const exportFileName = (now: Date = new Date()) => `rangoli-data-${todayYMD(now)}.json`;

/** Saves the export as a file: a Blob behind an object URL, and a click on a `download` link. */
export function downloadExport(content: DataExport, fileName: string): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(content, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has been handled: the browser has taken the file by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
