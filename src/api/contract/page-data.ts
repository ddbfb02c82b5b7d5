// Each route's page data (GET <route path>?format=json): the host's page handlers answer it and
// the screens read it, both through this map. A route not named here carries its metadata only.
import type { Static, TSchema } from "typebox";
import type { RouteName } from "../../lib/routes";
import { about, Type } from "./building-blocks";
import { Category, CategoryPageResponse } from "./category";
import { MetaData } from "./common";
import {
  ArbitratorDisputePageResponse,
  ArbitratorListResponse,
  DisputeFormData,
  DisputePageResponse,
} from "./dispute";
import { MedalsPage } from "./home";
import {
  EditProfileResponse,
  EditReviewFormResponse,
  NewReviewFormResponse,
  OrdersToReviewResponse,
  PrivateProfileResponse,
  PublicProfileResponse,
} from "./profile";
import { ReportListResponse, ReportPageResponse } from "./report";
import { ProductPageResponse, ShopPageResponse } from "./shop";

/** The page data of a route that carries its metadata only. */
export const MetaOnlyPage = Type.Object({ meta_data: MetaData });

/** A route's page data: the metadata every page carries, and the route's own fields. */
const pageData = <T extends TSchema>(fields: T) => Type.Intersect([MetaOnlyPage, fields]);

export const PageDataByRoute = {
  categoryIndex: pageData(Type.Object({ product_categories: Type.Array(Category) })),
  categoryShow: pageData(CategoryPageResponse),
  medals: pageData(MedalsPage),
  shop: pageData(ShopPageResponse),
  product: pageData(ProductPageResponse),
  arbitrator: pageData(ArbitratorListResponse),
  arbitratorDispute: pageData(ArbitratorDisputePageResponse),
  profileDispute: pageData(DisputePageResponse),
  publicProfile: pageData(PublicProfileResponse),
  // The owner's profile first: its writer is chosen by its tab, which the public profile never names
  // (fixtures/host/http/answer-writer.ts); the public one names nothing the owner's does not, so
  // first it could not be told apart.
  privateProfile: about(
    "Someone else's slug shows their public profile.",
    pageData(Type.Union([PrivateProfileResponse, PublicProfileResponse])),
  ),
  profileEdit: pageData(EditProfileResponse),
  writeReview: about(
    "The orders to review with `resource=orders`; without it, the page's metadata only.",
    pageData(Type.Partial(OrdersToReviewResponse)),
  ),
  new: about(
    "The new-review form (`line_item_public_id=`) or one's own review to edit (`review_public_id=`).",
    pageData(Type.Union([NewReviewFormResponse, EditReviewFormResponse])),
  ),
  shopDisputeNew: pageData(DisputeFormData),
  productDisputeNew: pageData(DisputeFormData),
  arbitratorReports: pageData(ReportListResponse),
  arbitratorReport: pageData(ReportPageResponse),
} satisfies { [R in RouteName]?: TSchema };

type WithOwnData = keyof typeof PageDataByRoute;

/** The page data of `route`'s schema. */
export const pageDataOf = (route: RouteName): TSchema =>
  route in PageDataByRoute ? PageDataByRoute[route as WithOwnData] : MetaOnlyPage;

/** The page data of `route`: its own fields beside the metadata every page carries. */
export type PageDataOf<R extends RouteName> = R extends WithOwnData
  ? Static<(typeof PageDataByRoute)[R]>
  : Static<typeof MetaOnlyPage>;
