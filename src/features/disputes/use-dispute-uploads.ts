// A dispute's files, each sent as soon as it is chosen (POST /reviews/profile/dispute-files) with
// its progress, a cancel and a retry: a camera's photo shrunk and stripped first (FilePicker's
// readyToTravel), other files as they are. The dispute or message then names them by id, and its
// submit waits for those still on their way.
import { useRef, useState } from "react";
import { isApiError } from "../../api/client";
import { uploadDisputeFile } from "../../api/disputes";
import { addDisputeFiles } from "../../lib/dispute-files";
import { t } from "../../lib/i18n/translate";

export interface PickedFile {
  key: string;
  /** The name it travels under. */
  name: string;
  size: number;
  state: "preparing" | "uploading" | "uploaded" | "failed";
  sent: number;
  total: number;
  /** The host's id once uploaded: the form's file_ids[] names it. */
  uploadId: string | null;
}

interface Job {
  file: File | null;
  controller: AbortController | null;
  done: Promise<void>;
}

/** Two at a time: the host takes two uploads of a session at once. */
const AT_ONCE = 2;
let running = 0;
const turns: (() => void)[] = [];
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= AT_ONCE) await new Promise<void>((go) => turns.push(go));
  running++;
  try {
    return await work();
  } finally {
    running--;
    turns.shift()?.();
  }
}

let nextKey = 0;

/**
 * The files, and what the picker and the submit do with them. `prepare` turns the chosen files
 * into those that travel (a photo shrunk), with problems for those it leaves out.
 */
export function useDisputeUploads(
  prepare: (files: File[]) => Promise<{ files: File[]; problems: string[] }>,
) {
  const [files, setFiles] = useState<PickedFile[]>([]);
  const current = useRef(files);
  const jobs = useRef(new Map<string, Job>());

  const update = (next: (list: PickedFile[]) => PickedFile[]) => {
    current.current = next(current.current);
    setFiles(current.current);
  };
  const change = (key: string, patch: Partial<PickedFile>) =>
    update((list) => list.map((file) => (file.key === key ? { ...file, ...patch } : file)));

  function upload(key: string, file: File) {
    const controller = new AbortController();
    change(key, { state: "uploading", sent: 0, total: file.size });
    const done = inTurn(async () => {
      if (controller.signal.aborted) return;
      try {
        const { id } = await uploadDisputeFile(file, {
          signal: controller.signal,
          onProgress: (sent, total) => change(key, { sent, total }),
        });
        change(key, { state: "uploaded", uploadId: id });
      } catch (error) {
        if (!(isApiError(error) && error.kind === "aborted")) change(key, { state: "failed" });
      }
    });
    jobs.current.set(key, { file, controller, done });
  }

  /** Adds the chosen files (checked, then made ready to travel and sent); returns why some were left out. */
  async function add(chosen: File[]): Promise<string | undefined> {
    // Counted with those already here (their size and type were checked when they came).
    const counted = current.current.map((file) => new File([], file.name));
    const checked = addDisputeFiles(counted, chosen);
    const picked = checked.files.slice(counted.length);
    const refused = checked.error;
    const keys = picked.map(() => `file-${++nextKey}`);
    update((list) => [
      ...list,
      ...picked.map((file, i) => ({
        key: keys[i] as string,
        name: file.name,
        size: file.size,
        state: "preparing" as const,
        sent: 0,
        total: 0,
        uploadId: null,
      })),
    ]);
    const problems = refused ? [refused] : [];
    await Promise.all(
      picked.map(async (file, i) => {
        const key = keys[i] as string;
        let settle = () => {};
        jobs.current.set(key, { file: null, controller: null, done: new Promise((s) => (settle = s)) });
        const ready = await prepare([file]).catch(() => ({ files: [file], problems: [] }));
        settle();
        problems.push(...ready.problems);
        const travelling = ready.files[0];
        if (!jobs.current.has(key)) return; // removed meanwhile
        if (!travelling) {
          update((list) => list.filter((f) => f.key !== key));
          jobs.current.delete(key);
          return;
        }
        change(key, { name: travelling.name, size: travelling.size });
        upload(key, travelling);
      }),
    );
    return problems.length ? problems.join(" ") : undefined;
  }

  /** Removes a file; one still on its way is cancelled and never reaches the host. */
  function remove(key: string) {
    jobs.current.get(key)?.controller?.abort();
    jobs.current.delete(key);
    update((list) => list.filter((file) => file.key !== key));
  }

  function retry(key: string) {
    const file = jobs.current.get(key)?.file;
    if (file) upload(key, file);
  }

  /** Once every file on its way is done: the files as they are then. */
  async function settled(): Promise<PickedFile[]> {
    for (;;) {
      const going = [...jobs.current.values()].map((job) => job.done);
      await Promise.all(going);
      if ([...jobs.current.values()].every((job) => going.includes(job.done))) break;
    }
    return current.current;
  }

  /** After the form was sent: no file left. */
  function clear() {
    jobs.current.clear();
    update(() => []);
  }

  /** Why the form cannot be sent yet: a file that did not reach the host; undefined when none. */
  const notSent = (list: PickedFile[]) => {
    const failed = list.find((file) => file.state === "failed");
    return failed ? t("{name} was not sent: retry it or remove it.", { name: failed.name }) : undefined;
  };

  /**
   * Once every file on its way is done: the ids the host gave them, for the form to name; or why
   * it cannot be sent yet (a file that did not arrive).
   */
  async function sentIds(): Promise<{ ids: string[] } | { notSent: string }> {
    const list = await settled();
    const problem = notSent(list);
    return problem
      ? { notSent: problem }
      : { ids: list.flatMap((file) => (file.uploadId ? [file.uploadId] : [])) };
  }

  return { files, add, remove, retry, clear, notSent, sentIds };
}
