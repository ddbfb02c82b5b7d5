// The seeded marketplace a test process's files share: one copy, kept from file to file, whose
// database file is never written, so that putting it back costs removing a log instead of copying
// 160 MB.
//
// While a file has the copy, a read-only connection (the pin) holds a read of the database file as
// it was made. SQLite then keeps every change in the write-ahead log: a checkpoint may not copy the
// log into the file under a reader of the file itself, a closing connection that is not the last
// does not checkpoint, and the pin, closing last, cannot, being read-only. Once the file's hosts
// have closed, the pin closes and the log, its index and whatever else the file left in the folder
// are removed: what remains is the copy as it was made.
//
// The proof, checked as the next file takes the copy: the database file has the inode, size and
// modification and change times it had when made (any write moves them), and nothing but empty
// folders is beside it. A copy found otherwise (a connection left open that checkpointed once the pin had
// gone, a write beside SQLite) is made anew and fails that next file, naming the file before it.
import { cpSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { databasePath, openDatabase } from "../../../fixtures/host/db/database";
import { ownCopyPrefix } from "./orphaned-copies";

/** What any write to a file moves: its inode, size and modification and change times. */
function fingerprint(file: string): string {
  const { ino, size, mtimeNs, ctimeNs } = statSync(file, { bigint: true });
  return `inode ${ino}, ${size} bytes, modified ${mtimeNs}, changed ${ctimeNs}`;
}

const isEmptyFolder = (full: string): boolean =>
  statSync(full).isDirectory() && readdirSync(full).length === 0;

export class KeptCopy {
  /** The copy's DATA_DIR. */
  readonly dataDir: string;
  private readonly file: string;
  private made = "";
  private pin: Database.Database | null = null;
  /** The test file that has the copy, or had it last. */
  private holder = "";

  /** A copy of the database in `seeded` (a DATA_DIR), in a folder of its own in `parent`. */
  constructor(
    private readonly seeded: string,
    parent: string,
  ) {
    this.dataDir = mkdtempSync(ownCopyPrefix(parent));
    this.file = databasePath(this.dataDir);
    this.make();
  }

  private make(): void {
    this.emptyFolder();
    rmSync(this.file, { force: true });
    cpSync(databasePath(this.seeded), this.file);
    // Turned to write-ahead logging now: turning it on writes the file's header.
    openDatabase(this.dataDir).close();
    this.made = fingerprint(this.file);
  }

  /** Removes everything in the copy's folder but its database file. */
  private emptyFolder(): void {
    for (const name of readdirSync(this.dataDir))
      if (path.join(this.dataDir, name) !== this.file)
        rmSync(path.join(this.dataDir, name), { recursive: true, force: true });
  }

  /** What differs from the copy as made, or null. */
  private fault(): string | null {
    const now = fingerprint(this.file);
    if (now !== this.made) return `its database file was written (${this.made}; now ${now})`;
    const left = this.besides().map((full) => path.basename(full));
    return left.length > 0 ? `it left ${left.join(", ")}` : null;
  }

  /** Whether the copy is as it was made: whatever uses it must close before take() makes it anew. */
  intact(): boolean {
    return this.fault() === null;
  }

  /**
   * What is in the folder besides the database file, empty folders (a host makes its uploads' on
   * start) and, while pinned, the log's index and an empty log.
   */
  private besides(): string[] {
    const log = `${this.file}-wal`;
    return readdirSync(this.dataDir)
      .map((name) => path.join(this.dataDir, name))
      .filter(
        (full) =>
          full !== this.file &&
          !isEmptyFolder(full) &&
          !(this.pin && full === `${this.file}-shm`) &&
          !(this.pin && full === log && statSync(log).size === 0),
      );
  }

  /**
   * Gives the copy to the test file `fileName`, pinned. Throws, naming the file that had it before,
   * when that file left it changed: made anew first, so that the files after are not held to it.
   * Whatever connects to the copy must have closed before it is made anew (see intact()).
   */
  take(fileName: string): void {
    const fault = this.fault();
    const before = this.holder;
    this.holder = fileName;
    if (fault) {
      this.unpin();
      this.make();
    }
    if (!this.pin) {
      this.pin = new Database(this.file, { readonly: true });
      this.pin.prepare("BEGIN").run();
      this.pin.prepare("SELECT count(*) FROM sqlite_schema").get();
    }
    if (fault) throw new Error(`the seeded data was left changed by ${before}: ${fault}`);
  }

  /** Whether anything was written since the copy was taken: a frame in its log, or a file beside it. */
  written(): boolean {
    return this.besides().length > 0;
  }

  /** Puts the copy back as it was made, once every connection to it but the pin has closed. */
  putBack(): void {
    this.unpin();
    this.emptyFolder();
  }

  private unpin(): void {
    this.pin?.close();
    this.pin = null;
  }

  /** Removes the copy. */
  remove(): void {
    this.unpin();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
