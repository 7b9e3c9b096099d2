/**
 * A Durable Object's SQLite storage whose tables are made on the first statement, not in
 * the constructor: an object woken only to answer "no such id" writes nothing. Shared by
 * the study and league stores.
 */
export type Row = Record<string, SqlStorageValue>;

export class LazySchema {
  private ready = false;

  constructor(
    private readonly sql: SqlStorage,
    private readonly schema: string,
  ) {}

  /** Whether this object has made its tables already (a read before any write may skip them). */
  get created(): boolean {
    return this.ready;
  }

  rows(query: string, ...params: SqlStorageValue[]): Row[] {
    this.ensure();
    return this.sql.exec(query, ...params).toArray();
  }

  run(query: string, ...params: SqlStorageValue[]): void {
    this.ensure();
    this.sql.exec(query, ...params);
  }

  private ensure(): void {
    if (this.ready) return;
    this.sql.exec(this.schema);
    this.ready = true;
  }
}
