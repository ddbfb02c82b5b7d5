// Everything of the search bar beyond its shell, in one chunk loaded on the bar's first focus or
// submit: suggestions, the search itself. The search page brings the category selector itself
// (search-bar-slot.ts), so no page loads this chunk without interaction.
export { SearchSuggestions } from "./SearchSuggestions";
export { submitSearch } from "./submit-search";
