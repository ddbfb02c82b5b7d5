// The review form's photos: each shrunk and uploaded as soon as it is chosen (photo-work.ts, loaded
// then), with its progress, a cancel and a retry; kept in the draft by id (photo-draft.ts) so a
// reload shows what reached the host. The review's submit waits for uploads still going.
import { useEffect, useRef, useState } from "react";
import { emit } from "../../lib/browser/host-events";
import { t } from "../../lib/i18n/translate";
import { PHOTOS_MAX, UNREADABLE_PHOTO } from "../../lib/review-rules";
import type { ChosenPhoto } from "./chosen-photo";
import { readPhotoDraft, restoredPhotos, savePhotoDraft } from "./photo-draft";

type Work = typeof import("./photo-work");

/** What a photo's upload holds that the page shows nothing of. */
interface Job {
  blob: Blob | null;
  controller: AbortController | null;
  /** Settles when the photo is uploaded, failed or cancelled. */
  done: Promise<void>;
}

let nextKey = 0;

/** The photos, the problems of the last choice, and what the field and the submit do with them. */
export function usePhotoUploads(initial: ChosenPhoto[], lineItemPublicId: string | null) {
  const [photos, setPhotos] = useState(initial);
  const [problems, setProblems] = useState<string[]>([]);
  // The photos as they are now, ahead of the next render: the submit reads them once uploads settle.
  const current = useRef(photos);
  const jobs = useRef(new Map<string, Job>());
  const restored = useRef(false);
  const saved = useRef("");

  const update = (next: (list: ChosenPhoto[]) => ChosenPhoto[]) => {
    current.current = next(current.current);
    setPhotos(current.current);
  };
  const change = (key: string, patch: Partial<ChosenPhoto>) =>
    update((list) => list.map((photo) => (photo.key === key ? { ...photo, ...patch } : photo)));
  const drop = (key: string) => {
    update((list) => list.filter((photo) => photo.key !== key));
    jobs.current.delete(key);
  };

  // After a reload: what the host confirmed, and what must be chosen again (read after adoption).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per line item; what it calls only sets state
  useEffect(() => {
    if (!lineItemPublicId || restored.current) return;
    restored.current = true;
    const draft = restoredPhotos(readPhotoDraft(lineItemPublicId));
    if (!draft.length) return;
    update((list) => [...draft, ...list].slice(0, PHOTOS_MAX));
    void import("./photo-work").then((work) => {
      for (const photo of draft) if (photo.uploadId) void showUploaded(work, photo.key, photo.uploadId);
    });
  }, [lineItemPublicId]);

  // Saved when what a reload would show changes, not at each step of a progress bar.
  useEffect(() => {
    if (!lineItemPublicId || !restored.current) return;
    const shown = JSON.stringify(photos.map((photo) => [photo.name, photo.uploadId]));
    if (shown === saved.current) return;
    saved.current = shown;
    savePhotoDraft(lineItemPublicId, photos);
  }, [lineItemPublicId, photos]);

  /** A restored photo's preview: the host's copy once it is ready; unsent if the host has it no more. */
  async function showUploaded(work: Work, key: string, id: string) {
    // Asked once a second for two minutes at most; it keeps its placeholder after that.
    for (let polls = 0; polls < 120; polls++) {
      try {
        const state = await work.reviewPhotoState(id);
        if (state.state === "ready") return change(key, { previewUrl: state.compact });
        if (state.state === "refused") return change(key, { state: "unsent", uploadId: null });
      } catch {
        return change(key, { state: "unsent", uploadId: null });
      }
      await new Promise((wait) => setTimeout(wait, 1000));
    }
  }

  function upload(work: Work, key: string, blob: Blob, name: string) {
    const controller = new AbortController();
    change(key, { state: "uploading", sent: 0, total: blob.size });
    const done = work
      .sendPhoto(blob, name, controller.signal, (sent, total) => change(key, { sent, total }))
      .then((outcome) => {
        if (outcome === "cancelled") return;
        if (outcome === "failed") return change(key, { state: "failed" });
        change(key, { state: "uploaded", uploadId: outcome.id });
        emit("photo-added", { photos: current.current.length });
      });
    jobs.current.set(key, { blob, controller, done });
  }

  /** Adds the chosen files: each is shrunk, shown and uploaded; those that cannot be say why. */
  async function add(files: File[]) {
    const room = PHOTOS_MAX - current.current.length;
    const found: string[] = files.slice(room).map((file) =>
      t("You can add up to {max, plural, one {# photo} other {# photos}}; {name} was not added.", {
        max: PHOTOS_MAX,
        name: file.name,
      }),
    );
    const chosen = files.slice(0, Math.max(0, room)).map((file) => ({ file, key: `photo-${++nextKey}` }));
    setProblems(found);
    if (!chosen.length) return;
    update((list) => [
      ...list,
      ...chosen.map(({ file, key }) => ({
        key,
        name: file.name,
        previewUrl: null,
        state: "shrinking" as const,
        sent: 0,
        total: 0,
        uploadId: null,
        keptAddress: null,
      })),
    ]);
    const work = await import("./photo-work");
    // All at once: the worker previews every photo chosen before it encodes any.
    await Promise.all(
      chosen.map(async ({ file, key }) => {
        let settle = () => {};
        jobs.current.set(key, { blob: null, controller: null, done: new Promise((s) => (settle = s)) });
        const prepared = await work
          .preparePhoto(file, (previewUrl) => {
            if (jobs.current.has(key)) change(key, { previewUrl });
          })
          .catch(() => ({ problem: t(UNREADABLE_PHOTO, { name: file.name }) }));
        settle();
        if (!jobs.current.has(key)) return; // removed while it was being shrunk
        if ("problem" in prepared) {
          drop(key);
          setProblems((list) => [...list, prepared.problem]);
          return;
        }
        upload(work, key, prepared.blob, file.name);
      }),
    );
  }

  /** Removes a photo; one still uploading is cancelled and never reaches the host. */
  function remove(key: string) {
    const job = jobs.current.get(key);
    job?.controller?.abort();
    drop(key);
  }

  /** Sends a failed photo again, alone. */
  async function retry(key: string) {
    const job = jobs.current.get(key);
    const photo = current.current.find((p) => p.key === key);
    if (!job?.blob || !photo) return;
    upload(await import("./photo-work"), key, job.blob, photo.name);
  }

  /** Once every photo still being shrunk or uploaded is done: the photos as they are then. */
  async function settled(): Promise<ChosenPhoto[]> {
    for (;;) {
      const going = [...jobs.current.values()].map((job) => job.done);
      await Promise.all(going);
      // A photo may have started meanwhile (a retry, a late shrink).
      if ([...jobs.current.values()].every((job) => going.includes(job.done))) break;
    }
    return current.current;
  }

  return { photos, problems, add, remove, retry, settled };
}
