// npm run build: builds the bundle into dist/, prints each route's JS at idle and fails on a broken
// budget. The build is TypeScript, in build/ (main.ts is this command); tsx runs it.
import { register } from "tsx/esm/api";

register();
await import("./build/main.ts");
