// Unit and component tests run in one process with happy-dom's window as the global.
import { register } from "node:module";
import { GlobalRegistrator } from "@happy-dom/global-registrator";

register("./support/runner/css-loader.mjs", import.meta.url); // components import their stylesheets
GlobalRegistrator.register({ url: "http://localhost:3000/reviews", width: 1280, height: 800 });
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// findBy… and waitFor wait for a condition: on a busy machine a screen's first import() (compiled
// by tsx on first use) can take longer than testing-library's default second.
const { configure } = await import("@testing-library/react");
configure({ asyncUtilTimeout: 10_000 });
