// A test's proxy in front of a host: listens on loopback with kept-alive connections, and is closed
// with its agent's connections when the test file ends.
import type http from "node:http";
import type { AddressInfo } from "node:net";
import { onTeardown } from "../../teardown";

/** Listens with `proxy` on a free loopback port, torn down with `agent`; its port. */
export async function listenProxy(proxy: http.Server, agent: http.Agent): Promise<number> {
  // The host's pool keeps connections open between pages, as a load balancer's 60 s idle timeout.
  proxy.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  onTeardown(
    () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        proxy.closeAllConnections();
        proxy.close(() => resolve());
      }),
  );
  return (proxy.address() as AddressInfo).port;
}
