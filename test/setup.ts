// Unit and component tests run in one process with happy-dom's window as the global.
import { register } from "node:module";
import { GlobalRegistrator } from "@happy-dom/global-registrator";

register("./support/css-loader.mjs", import.meta.url); // components import their stylesheets
GlobalRegistrator.register({ url: "http://localhost:3000/reviews", width: 1280, height: 800 });
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
