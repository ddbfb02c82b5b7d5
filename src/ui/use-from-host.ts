import { useSyncExternalStore } from "react";

const unchanging = () => () => {};

/**
 * True while the first screen the host sends is rendered: on the server, and as the browser adopts
 * that markup (React reads the server's value while it hydrates); false in the browser's own renders.
 */
export const useFromHost = (): boolean =>
  useSyncExternalStore(
    unchanging,
    () => false,
    () => true,
  );
