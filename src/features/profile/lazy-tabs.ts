// The private profile's Rewards, Orders and Disputes tabs: their code loads when a tab is first
// opened (fetched on hover or focus of its tab), or before the page is adopted when the address
// opens one. The reviews tab, which the page opens on, is all a visit loads at idle.
import { lazyPart } from "../../ui/lazy-part";

const loadRewardsTab = () => import("./RewardsTab");
const loadOrdersTab = () => import("./OrdersTab");
const loadDisputesTab = () => import("./DisputesTab");

export const RewardsTab = lazyPart("profile-rewards-tab", () =>
  loadRewardsTab().then((m) => ({ default: m.RewardsTab })),
);
export const OrdersTab = lazyPart("profile-orders-tab", () =>
  loadOrdersTab().then((m) => ({ default: m.OrdersTab })),
);
export const DisputesTab = lazyPart("profile-disputes-tab", () =>
  loadDisputesTab().then((m) => ({ default: m.DisputesTab })),
);

/** Fetches a tab's code before the press that opens it. */
export const prefetchTab = {
  rewards: () => void loadRewardsTab(),
  orders: () => void loadOrdersTab(),
  disputes: () => void loadDisputesTab(),
};
