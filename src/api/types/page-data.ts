// Each route's page data (GET <route path>?format=json): the host's page handlers answer it and
// the screens read it, both through this map. A route not named here carries its metadata only.
import type { RouteName } from "../../lib/routes";
import type { Category, CategoryPageResponse } from "./category";
import type { MetaData } from "./common";
import type { ArbitratorDisputePageResponse, ArbitratorListResponse, DisputePageResponse } from "./dispute";
import type { MedalsPage } from "./home";
import type { EditProfileResponse, PrivateProfileResponse, PublicProfileResponse } from "./profile";
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
  arbitratorReports: Omit<ReportListResponse, "meta_data">;
  arbitratorReport: Omit<ReportPageResponse, "meta_data">;
  profileDispute: DisputePageResponse;
  publicProfile: PublicProfileResponse;
  /** Someone else's slug shows their public profile. */
  privateProfile: PrivateProfileResponse | PublicProfileResponse;
  profileEdit: EditProfileResponse;
}

/** The page data of `route`: its own fields beside the metadata every page carries. */
export type PageDataOf<R extends RouteName> = { meta_data: MetaData } & (R extends keyof PageDataByRoute
  ? PageDataByRoute[R]
  : unknown);
