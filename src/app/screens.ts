// One lazy chunk per screen, so a route loads only its own code. The build reads this same table
// (build/app-tables.ts) to plan each route's chunks and report its JS at idle: each entry is
// lazy() of an import(), as it is.
import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import type { RouteName } from "../lib/routes";
import { preloadable } from "../ui/preloadable";
import type { ScreenProps } from "../ui/screen";

type Load = () => Promise<{ default: ComponentType<ScreenProps> }>;
/** A screen's lazy component, and its code loaded ahead (before the page hydrates). */
type Screen = LazyExoticComponent<ComponentType<ScreenProps>> & { preload: () => PromiseLike<unknown> };

const screen = (load: Load): Screen => {
  const loader = preloadable(load) as Load;
  return Object.assign(lazy(loader), { preload: loader });
};

export const SCREENS: Record<RouteName, Screen> = {
  home: screen(() => import("../features/home/HomeScreen")),
  feed: screen(() => import("../features/feed/FeedScreen")),
  howItWorks: screen(() => import("../features/info/HowItWorksScreen")),
  medals: screen(() => import("../features/info/MedalsScreen")),
  trust: screen(() => import("../features/info/TrustScreen")),
  PageSearch: screen(() => import("../features/search/SearchScreen")),
  storeSearch: screen(() => import("../features/search/StoreSearchScreen")),
  categoryIndex: screen(() => import("../features/categories/CategoryIndexScreen")),
  categoryShow: screen(() => import("../features/categories/CategoryScreen")),
  writeReview: screen(() => import("../features/write-review/WriteReviewScreen")),
  new: screen(() => import("../features/write-review/NewReviewScreen")),
  following: screen(() => import("../features/following/FollowingScreen")),
  people: screen(() => import("../features/people/PeopleScreen")),
  arbitrator: screen(() => import("../features/arbitrator/ArbitratorListScreen")),
  arbitratorReports: screen(() => import("../features/arbitrator/ReportsScreen")),
  arbitratorReport: screen(() => import("../features/arbitrator/ReportsScreen")),
  arbitratorDispute: screen(() => import("../features/arbitrator/ArbitratorDisputeScreen")),
  shop: screen(() => import("../features/shop/ShopScreen")),
  shopDisputeNew: screen(() => import("../features/disputes/NewDisputeScreen")),
  product: screen(() => import("../features/product/ProductScreen")),
  productDisputeNew: screen(() => import("../features/disputes/NewDisputeScreen")),
  profileEdit: screen(() => import("../features/profile/EditProfileScreen")),
  profileDispute: screen(() => import("../features/disputes/DisputeScreen")),
  publicProfile: screen(() => import("../features/profile/PublicProfileScreen")),
  privateProfile: screen(() => import("../features/profile/PrivateProfileScreen")),
  login: screen(() => import("../features/auth/LoginScreen")),
};
