// npm run build: builds the bundle into dist/, prints each route's JS at idle and fails on a broken
// budget (`--quiet`, as npm start builds: the same budgets, without the table). The build is
// TypeScript, in build/ (main.ts is this command); tsx runs it.
import { register } from "tsx/esm/api";

register();
await import("./build/main.ts");
