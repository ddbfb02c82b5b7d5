/** What the page root gives every screen: the matched route's parameters, decoded. */
export interface ScreenProps {
  params: Record<string, string>;
}
