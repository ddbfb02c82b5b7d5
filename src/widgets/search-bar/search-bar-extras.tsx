// Everything of the search bar beyond its shell, in one chunk loaded on the bar's first focus or
// submit: suggestions and the search itself. No page loads this chunk without interaction.
export { SearchSuggestions } from "./SearchSuggestions";
export { barContext, submitSearch } from "./submit-search";
