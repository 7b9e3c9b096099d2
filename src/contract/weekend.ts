/**
 * Weekends in a time zone: Saturday 00:00 to Monday 00:00 on the zone's wall clock, as
 * instants. Zone offsets come from Intl.DateTimeFormat (the runtime's time-zone data),
 * so daylight-saving weeks are right: a weekend over a spring change lasts 47 hours.
 * Pure: the Worker's clock and the page both use it.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** Whether `timeZone` names a zone this runtime knows (an IANA name such as "Europe/Paris"). */
export function isTimeZone(timeZone: string): boolean {
  return canonicalTimeZone(timeZone) !== undefined;
}

/**
 * The zone's name as the runtime spells it ("europe/paris" is "Europe/Paris"), or
 * undefined for a zone it does not know. IANA names are case-blind, so a game keeps the
 * one spelling: its record's TimeControl tag and its chain say the same for every way of typing it.
 */
export function canonicalTimeZone(timeZone: string): string | undefined {
  try {
    return formatFor(timeZone).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** The zone's wall clock at `at`, read as if it were UTC (ms). */
function wallClock(at: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatFor(timeZone).formatToParts(new Date(at))) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}

/** How far the zone's wall clock is ahead of UTC at `at` (ms; seconds are dropped, as zones today have none). */
export function zoneOffset(at: number, timeZone: string): number {
  return wallClock(Math.floor(at / 1000) * 1000, timeZone) - Math.floor(at / 1000) * 1000;
}

/**
 * The instant at which the zone's wall clock shows `wall` (a wall time read as UTC). A
 * wall time skipped by a spring change (it never shows) maps to the first instant after
 * the gap; one shown twice by an autumn change maps to its first showing.
 */
function instantOf(wall: number, timeZone: string): number {
  // the offsets of the hours around: the later one first, so a repeated hour takes its first showing
  const candidates = [zoneOffset(wall - DAY, timeZone), zoneOffset(wall + DAY, timeZone)];
  const shown = candidates.map((offset) => wall - offset).filter((at) => wallClock(at, timeZone) === wall);
  if (shown.length > 0) return Math.min(...shown);
  // in a gap: the change itself, where the later offset starts
  const later = wall - Math.min(...candidates);
  const earlier = wall - Math.max(...candidates);
  let lo = Math.min(later, earlier);
  let hi = Math.max(later, earlier);
  while (hi - lo > 1000) {
    const mid = Math.floor((lo + hi) / 2000) * 1000;
    if (wallClock(mid, timeZone) >= wall) hi = mid;
    else lo = mid;
  }
  return hi;
}

interface Weekend {
  readonly start: number;
  readonly end: number;
}

/**
 * Each zone's weekends computed so far, in a row without gaps: a clock read over a year of
 * weekends would otherwise ask Intl for each of them several times (27 ms a reading of
 * 400 moves over a year instead of 0.17, in Node).
 */
const known = new Map<string, Weekend[]>();
const MAX_KNOWN = 5_000;

/** The weekend `at` falls in, or the next one: its start and end instants. */
export function weekendAround(at: number, timeZone: string): Weekend {
  let row = known.get(timeZone);
  // Monday 00:00 to Saturday 00:00 is five days (give or take an hour): four days before
  // the first weekend known, the one before it has surely ended
  if (!row || at < row[0].start - 4 * DAY || at > row[row.length - 1].end + 100 * DAY || row.length > MAX_KNOWN) {
    row = [computeWeekend(at, timeZone)];
    known.set(timeZone, row);
  }
  while (row[row.length - 1].end <= at) row.push(computeWeekend(row[row.length - 1].end + DAY, timeZone));
  // the first weekend that has not ended at `at`
  let lo = 0;
  let hi = row.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (row[mid].end > at) hi = mid;
    else lo = mid + 1;
  }
  return row[lo];
}

function computeWeekend(at: number, timeZone: string): Weekend {
  const wall = wallClock(at, timeZone);
  const midnight = wall - (((wall % DAY) + DAY) % DAY);
  const weekday = new Date(midnight).getUTCDay(); // 0 Sunday ... 6 Saturday
  // Saturday of this weekend (Sat or Sun now) or of the coming one
  const toSaturday = weekday === 0 ? -1 : 6 - weekday;
  const saturday = midnight + toSaturday * DAY;
  return { start: instantOf(saturday, timeZone), end: instantOf(saturday + 2 * DAY, timeZone) };
}

/** Whether `at` is in a weekend of the zone (Saturday 00:00 included, Monday 00:00 not). */
export function isWeekend(at: number, timeZone: string): boolean {
  const { start, end } = weekendAround(at, timeZone);
  return start <= at && at < end;
}

/** The next instant after `at` at which a weekend of the zone starts or ends. */
export function nextWeekendChange(at: number, timeZone: string): number {
  const { start, end } = weekendAround(at, timeZone);
  if (at < start) return start;
  if (at < end) return end;
  // past this one's end (only when `at` is exactly at its end): the next Saturday
  return weekendAround(at + DAY, timeZone).start;
}

/**
 * How much of `from` to `to` lies outside the zone's weekends: the time a clock with
 * weekends off drains over it. The page reads a running bank from the server's deadline
 * with it (the deadline counts the weekends the clock stands through; the bank does not).
 */
export function timeOutsideWeekends(from: number, to: number, timeZone: string): number {
  let total = 0;
  for (let t = from; t < to; ) {
    const { start, end } = weekendAround(t, timeZone);
    if (t < start) total += Math.min(to, start) - t;
    t = Math.max(t, end);
  }
  return total;
}
