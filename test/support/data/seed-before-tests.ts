// Seeds the test marketplace ahead of the test files (npm test runs it beside the build), so
// worker processes starting together copy one seeded database instead of each seeding its own.
import { seededCache } from "./seeded-marketplace";

console.log(`the seeded marketplace: ${seededCache()}`);
