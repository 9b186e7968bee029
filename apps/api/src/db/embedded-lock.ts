/**
 * One process at a time on an embedded database directory. PGlite keeps its database in the process's memory and
 * writes it back to the directory: a second process opening the same directory (`npm run admin:create` beside a
 * running `npm start`, or two servers) neither sees the other's writes nor keeps its own, and may leave the files
 * inconsistent. The first process to open the directory holds `<dir>.lock` (its pid) until it closes the database
 * or exits; another process is refused with a message saying what to do. A lock left by a process that no longer
 * runs is taken over.
 */
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";

export class EmbeddedDatabaseInUse extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dir} is in use by another process (pid ${pid}), such as the server started by npm start. Stop it, then run this again; or point DATABASE_URL at a PostgreSQL server, which several processes can share.`,
    );
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it runs, under another user.
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
};

/** Takes the directory's lock for this process; returns its release. Throws EmbeddedDatabaseInUse when held. */
export function lockEmbeddedDatabase(dir: string): () => void {
  const file = `${dir.replace(/\/+$/, "")}.lock`;
  take(file, dir);
  const release = () => {
    process.off("exit", release);
    try {
      if (readFileSync(file, "utf8").trim() === String(process.pid)) unlinkSync(file);
    } catch {
      // Already gone.
    }
  };
  process.on("exit", release);
  return release;
}

/**
 * Creates the lock file with this process's pid. Held by another live process, it refuses; left by one that has
 * ended, it takes it over. A file with this process's own pid is an earlier process's too (a container's server is
 * pid 1 on every start), since this process opens a directory once.
 */
function take(file: string, dir: string) {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const holder = Number.parseInt(readFileSync(file, "utf8"), 10);
      if (Number.isInteger(holder) && holder !== process.pid && alive(holder))
        throw new EmbeddedDatabaseInUse(dir, holder);
      unlinkSync(file);
    }
  }
  throw new Error(`Could not lock the embedded database in ${dir}`);
}
