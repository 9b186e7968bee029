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

/** Lock files this process holds, with how many open handles use each. */
const held = new Map<string, number>();

function removeOwn(file: string) {
  try {
    if (readFileSync(file, "utf8").trim() === String(process.pid)) unlinkSync(file);
  } catch {
    // Already gone.
  }
}

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
      // Left by a process that has ended: take it over.
      unlinkSync(file);
    }
  }
  throw new Error(`Could not lock the embedded database in ${dir}`);
}

const releaseAll = () => {
  for (const file of held.keys()) removeOwn(file);
  held.clear();
};

/** Takes the directory's lock for this process; returns its release. Throws EmbeddedDatabaseInUse when held. */
export function lockEmbeddedDatabase(dir: string): () => void {
  const file = `${dir.replace(/\/+$/, "")}.lock`;
  if (!held.has(file)) {
    take(file, dir);
    if (held.size === 0) process.on("exit", releaseAll);
  }
  held.set(file, (held.get(file) ?? 0) + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (held.get(file) ?? 1) - 1;
    if (left > 0) return void held.set(file, left);
    held.delete(file);
    removeOwn(file);
    if (held.size === 0) process.off("exit", releaseAll);
  };
}
