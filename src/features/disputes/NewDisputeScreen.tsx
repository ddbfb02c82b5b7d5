// A new dispute about a shop or one of its products: the form, once its data is here. A guest
// goes to sign in and comes back; a failed load says its HTTP status; a reviewer without an order
// there is told they can only dispute an order they placed, and one whose every order there has an
// open dispute is sent to those disputes.
import { useEffect } from "react";
import { Link } from "wouter";
import { msg, t } from "../../lib/i18n/translate";
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
    if (error.status === 404)
      return (
        <NotFound
          title={productHandle ? msg("We couldn’t find that product") : msg("We couldn’t find that store")}
        />
      );
    return (
      <section className="rv-screen-message" role="alert">
        <h1>{t("The dispute form didn’t load")}</h1>
        <p>
          {error.status > 0
            ? t("The server answered with HTTP status {status}.", { status: String(error.status) })
            : t("There was no answer from the server: check your connection.")}
        </p>
        <p className="rv-screen-message__actions">
          <button type="button" className="rv-button" onClick={retry}>
            {t("Try again")}
          </button>
        </p>
      </section>
    );
  }
  if (!data) return <Loading />;
  const subject = data.product?.title ?? data.shop.name;
  const back = (
    <p className="rv-screen-message__actions">
      <Link
        href={data.product?.internal_path ?? data.shop.internal_path}
        className="rv-button rv-button--secondary"
      >
        {t("Back to {subject}", { subject })}
      </Link>
    </p>
  );
  return (
    <div className="rv-dispute-page">
      <h1>{t("Open a dispute about {subject}", { subject })}</h1>
      {data.orders.length === 0 ? (
        <section className="rv-screen-message">
          <p>
            {data.product
              ? t("You can only dispute an order you placed for {product}, and we found none.", {
                  product: data.product.title,
                })
              : t("You can only dispute an order you placed with {shop}, and we found none.", {
                  shop: data.shop.name,
                })}
          </p>
          {back}
        </section>
      ) : data.orders.every((order) => order.open_dispute) ? (
        <section className="rv-dispute-all-open">
          <p>
            {data.product
              ? t(
                  "Each of your orders for {product} already has an open dispute. Add a message to it instead of opening another.",
                  { product: data.product.title },
                )
              : t(
                  "Each of your orders with {shop} already has an open dispute. Add a message to it instead of opening another.",
                  { shop: data.shop.name },
                )}
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
