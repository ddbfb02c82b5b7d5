// What the entry and the lazily loaded chunks share. build.mjs makes every lazily loaded module
// import this one, so esbuild emits all of it as one shared chunk instead of a dozen small ones:
// one file compresses better, and the initial JS of a route is about 2.5 KiB smaller (JS-at-idle budget).
// List here a module that the shell and most screens use; a screen's own code stays in its chunk.
import "react";
import "react/jsx-runtime";
import "wouter";
import "../state/jotai";
import "../state/session";
import "../state/reviewer";
import "../state/shop-scope";
import "../lib/currency";
import "../lib/safe-url";
import "../lib/medals";
import "../lib/page-head";
import "../lib/ttl-cache";
import "../api/client";
import "../api/pages";
import "../ui/Loading";
import "../ui/NotFound";
import "../ui/Image";
import "../ui/Price";
import "../ui/Stars";
import "../ui/ExternalLink";
import "../ui/MedalBadge";
import "../widgets/use-page-data";
import "../widgets/use-cached-request";
import "../lib/idle-cache";
import "../ui/use-current-url";
import "../ui/ErrorBoundary";
import "../api/search";
import "../widgets/search-bar/SearchBar";
