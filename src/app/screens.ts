// One lazy chunk per screen, so a route loads only its own code. The build reads this same table
// (build/app-tables.ts) to plan each route's chunks and report its JS at idle: each entry is
// lazyPart() of an import(), as it is (the build's lazy() hands back the loader).
import type { RouteName } from "../lib/routes";
import { lazyParts } from "../ui/lazy-part";
import type { ScreenProps } from "../ui/screen";

export const SCREENS = lazyParts<RouteName, ScreenProps>({
  home: () => import("../features/home/HomeScreen"),
  feed: () => import("../features/feed/FeedScreen"),
  howItWorks: () => import("../features/info/HowItWorksScreen"),
  medals: () => import("../features/info/MedalsScreen"),
  trust: () => import("../features/info/TrustScreen"),
  PageSearch: () => import("../features/search/SearchScreen"),
  storeSearch: () => import("../features/search/StoreSearchScreen"),
  categoryIndex: () => import("../features/categories/CategoryIndexScreen"),
  categoryShow: () => import("../features/categories/CategoryScreen"),
  writeReview: () => import("../features/write-review/WriteReviewScreen"),
  new: () => import("../features/write-review/NewReviewScreen"),
  following: () => import("../features/following/FollowingScreen"),
  people: () => import("../features/people/PeopleScreen"),
  arbitrator: () => import("../features/arbitrator/ArbitratorListScreen"),
  arbitratorReports: () => import("../features/arbitrator/ReportsScreen"),
  arbitratorReport: () => import("../features/arbitrator/ReportsScreen"),
  arbitratorDispute: () => import("../features/arbitrator/ArbitratorDisputeScreen"),
  shop: () => import("../features/shop/ShopScreen"),
  shopDisputeNew: () => import("../features/disputes/NewDisputeScreen"),
  product: () => import("../features/product/ProductScreen"),
  productDisputeNew: () => import("../features/disputes/NewDisputeScreen"),
  profileEdit: () => import("../features/profile/EditProfileScreen"),
  profileDispute: () => import("../features/disputes/DisputeScreen"),
  publicProfile: () => import("../features/profile/PublicProfileScreen"),
  privateProfile: () => import("../features/profile/PrivateProfileScreen"),
  login: () => import("../features/auth/LoginScreen"),
});
