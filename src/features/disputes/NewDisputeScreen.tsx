// A new dispute about a shop or one of its products: the form, once its data is here. A guest
// goes to sign in and comes back; a failed load says its HTTP status; a reviewer without an order
// there is told they can only dispute an order they placed, and one whose every order there has an
// open dispute is sent to those disputes.
import { useEffect } from "react";
import { Link } from "wouter";
import { signInFromHere } from "../../lib/return-to";
import { useAtomValue } from "../../state/jotai";
import { countryAtom } from "../../state/reviewer";
import { Loading } from "../../ui/Loading";
import { NotFound } from "../../ui/NotFound";
import type { ScreenProps } from "../../ui/screen";
import { DisputeForm } from "./DisputeForm";
import { OpenDisputeLinks } from "./OpenDisputeLinks";
import { useDisputeFormData } from "./use-dispute-form-data";
import "../../widgets/disputes/disputes.css";

export default function NewDisputeScreen({ params }: ScreenProps) {
  const shopSlug = params.shop_slug ?? "";
  const productHandle = params.product_handle ?? null;
  const { data, error, retry } = useDisputeFormData(shopSlug, productHandle);
  const country = useAtomValue(countryAtom);
  const toSignIn = error?.status === 401;
  useEffect(() => {
    if (toSignIn) location.replace(signInFromHere());
  }, [toSignIn]);

  if (toSignIn || (!data && !error)) return <Loading />;
  if (error) {
    if (error.status === 404) return <NotFound what={productHandle ? "product" : "store"} />;
    return (
      <section className="rv-screen-message" role="alert">
        <h1>The dispute form didn’t load</h1>
        <p>
          {error.status > 0
            ? `The server answered with HTTP status ${error.status}.`
            : "There was no answer from the server: check your connection."}
        </p>
        <p className="rv-screen-message__actions">
          <button type="button" className="rv-button" onClick={retry}>
            Try again
          </button>
        </p>
      </section>
    );
  }
  if (!data) return <Loading />;
  const subject = data.product?.title ?? data.shop.name;
  const orders = data.product ? ` for ${data.product.title}` : ` with ${data.shop.name}`;
  const back = (
    <p className="rv-screen-message__actions">
      <Link
        href={data.product?.internal_path ?? data.shop.internal_path}
        className="rv-button rv-button--secondary"
      >
        Back to {subject}
      </Link>
    </p>
  );
  return (
    <div className="rv-dispute-page">
      <h1>Open a dispute about {subject}</h1>
      {data.orders.length === 0 ? (
        <section className="rv-screen-message">
          <p>You can only dispute an order you placed{orders}, and we found none.</p>
          {back}
        </section>
      ) : data.orders.every((order) => order.open_dispute) ? (
        <section className="rv-dispute-all-open">
          <p>
            Each of your orders{orders} already has an open dispute. Add a message to it instead of opening
            another.
          </p>
          <OpenDisputeLinks orders={data.orders} country={country} />
          {back}
        </section>
      ) : (
        <DisputeForm data={data} />
      )}
    </div>
  );
}
