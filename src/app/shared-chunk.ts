// What every page loads beside the entry, in one shared chunk (the chunking rule is in
// build/chunk-plan.ts). The shell is in it without being listed (the entry only starts it); list
// here what most screens need and the shell does not (every page pays for it, cached across
// navigation).
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
import "../lib/browser/page-head";
import "../lib/request-cache";
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
import "../ui/use-current-url";
import "../ui/ErrorBoundary";
import "../widgets/search-bar/SearchBar";
import "../ui/use-near-viewport";
import "../lib/country-names";
