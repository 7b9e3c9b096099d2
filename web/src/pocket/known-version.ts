/**
 * The pocket's version this browser has seen all of (issue 33): the version a sync read,
 * then each of its own writes' as long as they follow one another (each entry written adds
 * one). Without it the next sync, and the socket's word of this very write, read this
 * browser's own writes back. A write of another device in between shows as a gap, and from
 * there the version read is kept, so that the next sync fetches what came between.
 */
export class KnownVersion {
  private unbroken = true;
  constructor(public version: number) {}

  /** `entries` stored by one request, which answered `after`. */
  wrote(entries: number, after: number): void {
    this.follow(after, after === this.version + entries);
  }

  /**
   * A removal, which answered `after` and whether it removed the entry. Its own write takes
   * the next version. A removal of an entry removed already writes nothing and answers the
   * pocket's version as it is: anything past the last one seen is another device's write
   * (the same entry's removal, or any other entry), which the next sync must read.
   */
  removed(after: number, removedNow: boolean): void {
    this.follow(after, after === this.version + (removedNow ? 1 : 0));
  }

  private follow(after: number, next: boolean): void {
    this.unbroken &&= next;
    if (this.unbroken) this.version = after;
  }
}
