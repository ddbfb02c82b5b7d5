import { type FormEvent, lazy, Suspense, useRef, useState } from "react";
import type { NewReviewFormResponse } from "../../api/contract/profile";
import type { Review } from "../../api/contract/review";
import type { CreatedReviewResponse } from "../../api/contract/write-review";
import { emit } from "../../lib/browser/host-events";
import { t } from "../../lib/i18n/translate";
import {
  BODY_MAX,
  BODY_MIN,
  type ReviewFieldErrors,
  reviewFieldErrors,
  TITLE_MAX,
} from "../../lib/review-rules";
import { needsHelp } from "./chosen-photo";
import { keptPhotos } from "./kept-photos";
import { PhotosField } from "./PhotosField";
import { RatingField } from "./RatingField";
import { OFFLINE } from "./submit-errors";
import { TextField } from "./TextField";
import { usePhotoUploads } from "./use-photo-uploads";
import { useReviewDraft } from "./use-review-draft";

// The terms modal is only needed before a first review: its code loads when it opens.
const TermsModal = lazy(() => import("./TermsModal").then((m) => ({ default: m.TermsModal })));

type Props = {
  /** Called with the host's answer once the review is saved, and the ids of the photos it was sent with. */
  onSaved: (saved: CreatedReviewResponse, photoIds: string[]) => void;
} & (
  | { /** A new review of this form's line item. */ form: NewReviewFormResponse; review?: undefined }
  | { /** One's own review, to edit: the form starts filled with it. */ review: Review; form?: undefined }
);

/** The review form: rating, title, text and photos; errors beside their fields; nothing typed is lost. */
export default function ReviewForm({ form, review, onSaved }: Props) {
  const lineItemId = form ? form.line_item.public_id : null;
  const [draft, update] = useReviewDraft(lineItemId, review);
  const uploads = usePhotoUploads(review ? keptPhotos(review.pictures_urls) : [], lineItemId);
  const [errors, setErrors] = useState<ReviewFieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [termsOpen, setTermsOpen] = useState(false);
  const [termsAccepted, setTermsAccepted] = useState(!form?.needs_tos);
  // A ref, not state: a second click in the same moment must see the first one.
  const inFlight = useRef(false);
  const ratingRef = useRef<HTMLInputElement>(null);
  const titleRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const bodyRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const failureRef = useRef<HTMLParagraphElement>(null);

  const send = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    setFailure(null);
    try {
      // Photos still on their way are waited for; one that did not arrive stops the submit, and
      // everything typed stays.
      const photos = await uploads.settled();
      const stuck = photos.find(needsHelp);
      if (stuck) {
        setFailure(t("{name} was not sent: retry it or remove it.", { name: stuck.name }));
        requestAnimationFrame(() => failureRef.current?.focus());
        return;
      }
      const { sendEdit, sendReview } = await import("./send-review");
      const result = review
        ? await sendEdit(review.public_id, draft, photos)
        : await sendReview(lineItemId as string, draft, photos);
      if (result.ok) {
        const { public_id, rating } = result.saved.review;
        if (form)
          emit("review-submitted", {
            product_id: form.product.encoded_product_id,
            review_id: public_id,
            rating,
            photos: photos.length,
          });
        return onSaved(
          result.saved,
          photos.flatMap((photo) => (photo.uploadId ? [photo.uploadId] : [])),
        );
      }
      setFailure(result.message);
    } catch {
      setFailure(t(OFFLINE)); // the sending code itself did not load
    } finally {
      inFlight.current = false;
      setSending(false);
    }
    requestAnimationFrame(() => failureRef.current?.focus());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const found = reviewFieldErrors(draft);
    setErrors(found);
    // Focus goes to the first field in error, in the order they are shown.
    if (found.rating) return ratingRef.current?.focus();
    if (found.title) return titleRef.current?.focus();
    if (found.body) return bodyRef.current?.focus();
    if (!termsAccepted) return setTermsOpen(true);
    void send();
  };

  return (
    <>
      <form className="rv-review-form" onSubmit={submit} noValidate aria-busy={sending}>
        <RatingField
          value={draft.rating}
          onChange={(rating) => update({ rating })}
          error={errors.rating}
          firstRef={ratingRef}
        />
        <TextField
          label={t("Title")}
          value={draft.title}
          onChange={(title) => update({ title })}
          error={errors.title}
          max={TITLE_MAX}
          inputRef={titleRef}
        />
        <TextField
          label={t("Review")}
          value={draft.body}
          onChange={(body) => update({ body })}
          error={errors.body}
          multiline
          min={BODY_MIN}
          max={BODY_MAX}
          inputRef={bodyRef}
        />
        <PhotosField uploads={uploads} disabled={sending} />
        {failure && (
          <p className="rv-form-error" role="alert" tabIndex={-1} ref={failureRef}>
            {failure}
          </p>
        )}
        <button type="submit" className="rv-button rv-review-form__submit" disabled={sending}>
          {review
            ? sending
              ? t("Saving...")
              : t("Save changes")
            : sending
              ? t("Sending...")
              : t("Submit review")}
        </button>
      </form>
      {/* Beside the form, not in it: the terms modal has a form of its own. */}
      {termsOpen && (
        <Suspense fallback={null}>
          <TermsModal
            open
            defaultName={form?.reviewer_name ?? ""}
            onClose={() => setTermsOpen(false)}
            onAccepted={() => {
              setTermsAccepted(true);
              setTermsOpen(false);
              void send();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
