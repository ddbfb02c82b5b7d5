// One lazy chunk per screen, so a route loads only its own code. The build reads this same table
// (build/app-tables.ts) to plan each route's chunks and report its JS at idle: each entry is
// lazy() of an import(), as it is.
import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import type { RouteName } from "../lib/routes";
import type { ScreenProps } from "../ui/screen";

type Screen = LazyExoticComponent<ComponentType<ScreenProps>>;

export const SCREENS: Record<RouteName, Screen> = {
  home: lazy(() => import("../features/home/HomeScreen")),
  feed: lazy(() => import("../features/feed/FeedScreen")),
  howItWorks: lazy(() => import("../features/info/HowItWorksScreen")),
  medals: lazy(() => import("../features/info/MedalsScreen")),
  trust: lazy(() => import("../features/info/TrustScreen")),
  PageSearch: lazy(() => import("../features/search/SearchScreen")),
  storeSearch: lazy(() => import("../features/search/StoreSearchScreen")),
  categoryIndex: lazy(() => import("../features/categories/CategoryIndexScreen")),
  categoryShow: lazy(() => import("../features/categories/CategoryScreen")),
  writeReview: lazy(() => import("../features/write-review/WriteReviewScreen")),
  new: lazy(() => import("../features/write-review/NewReviewScreen")),
  following: lazy(() => import("../features/following/FollowingScreen")),
  people: lazy(() => import("../features/people/PeopleScreen")),
  arbitrator: lazy(() => import("../features/arbitrator/ArbitratorListScreen")),
  arbitratorReports: lazy(() => import("../features/arbitrator/ReportsScreen")),
  arbitratorReport: lazy(() => import("../features/arbitrator/ReportsScreen")),
  arbitratorDispute: lazy(() => import("../features/arbitrator/ArbitratorDisputeScreen")),
  shop: lazy(() => import("../features/shop/ShopScreen")),
  shopDisputeNew: lazy(() => import("../features/disputes/NewDisputeScreen")),
  product: lazy(() => import("../features/product/ProductScreen")),
  productDisputeNew: lazy(() => import("../features/disputes/NewDisputeScreen")),
  profileEdit: lazy(() => import("../features/profile/EditProfileScreen")),
  profileDispute: lazy(() => import("../features/disputes/DisputeScreen")),
  publicProfile: lazy(() => import("../features/profile/PublicProfileScreen")),
  privateProfile: lazy(() => import("../features/profile/PrivateProfileScreen")),
  login: lazy(() => import("../features/auth/LoginScreen")),
};
