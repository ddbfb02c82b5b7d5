// The 'How it works' page's text (GET /reviews/how-it-works.json).

import { activeLanguage } from "../lib/i18n/translate";
import { withQuery } from "../lib/request-urls";
import type { ApiPath } from "./api-path";
import { api } from "./client";
import type { HowItWorks } from "./contract/home";

/**
 * Its address in a language other than English names it (`?locale=de`), as the host page's
 * preload of it does: a preload carries no header of the widget's.
 */
export const howItWorksUrl = (locale: string = activeLanguage()): string =>
  withQuery("/reviews/how-it-works.json" satisfies ApiPath<"GET">, locale === "en" ? {} : { locale });

export const getHowItWorks = () => api.get<HowItWorks>(howItWorksUrl());
