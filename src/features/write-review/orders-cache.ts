// The orders list is kept a minute for back and forward, and forgotten once a review is written,
// so the reviewed line item shows under 'Reviewed' at once.
import type { OrdersToReviewResponse } from "../../api/types/profile";
import { createTtlCache } from "../../lib/ttl-cache";

export const ordersCache = createTtlCache<OrdersToReviewResponse>(60_000, 2);
