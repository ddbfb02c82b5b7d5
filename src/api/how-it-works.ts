// The 'How it works' page's text (GET /reviews/how-it-works.json).
import { api } from "./client";
import type { HowItWorks } from "./types/home";

export const HOW_IT_WORKS_URL = "/reviews/how-it-works.json";

export const getHowItWorks = () => api.get<HowItWorks>(HOW_IT_WORKS_URL);
