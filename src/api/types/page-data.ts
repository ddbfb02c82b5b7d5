// Each route's page data (GET <route path>?format=json): the host's page handlers answer it and
// the screens read it, both through this map. A route not named here carries its metadata only.
import type { RouteName } from "../../lib/routes";
import type { Category, CategoryPageResponse } from "./category";
import type { MetaData } from "./common";
import type {
  ArbitratorDisputePageResponse,
  ArbitratorListResponse,
  DisputeFormData,
  DisputePageResponse,
} from "./dispute";
import type { MedalsPage } from "./home";
import type {
  EditProfileResponse,
  EditReviewFormResponse,
  NewReviewFormResponse,
  OrdersToReviewResponse,
  PrivateProfileResponse,
  PublicProfileResponse,
} from "./profile";
import type { ReportListResponse, ReportPageResponse } from "./report";
import type { ProductPageResponse, ShopPageResponse } from "./shop";

export interface PageDataByRoute {
  categoryIndex: { product_categories: Category[] };
  categoryShow: CategoryPageResponse;
  medals: MedalsPage;
  shop: ShopPageResponse;
  product: ProductPageResponse;
  arbitrator: ArbitratorListResponse;
  arbitratorDispute: ArbitratorDisputePageResponse;
  profileDispute: DisputePageResponse;
  publicProfile: PublicProfileResponse;
  /** Someone else's slug shows their public profile. */
  privateProfile: PrivateProfileResponse | PublicProfileResponse;
  profileEdit: EditProfileResponse;
  /** The orders to review with `resource=orders`; without it, the page's metadata only. */
  writeReview: Partial<OrdersToReviewResponse>;
  /** The new-review form (`line_item_public_id=`) or one's own review to edit (`review_public_id=`). */
  new: NewReviewFormResponse | EditReviewFormResponse;
  shopDisputeNew: DisputeFormData;
  productDisputeNew: DisputeFormData;
  arbitratorReports: ReportListResponse;
  arbitratorReport: ReportPageResponse;
}

/** The page data of `route`: its own fields beside the metadata every page carries. */
export type PageDataOf<R extends RouteName> = { meta_data: MetaData } & (R extends keyof PageDataByRoute
  ? PageDataByRoute[R]
  : unknown);
