// The route publicProfile's screen. The page itself is a module of its own, which the private
// profile imports too: a screen imported by another screen would be a chunk of its own on both
// routes, one script more on each.
export { PublicProfilePage as default } from "./PublicProfilePage";
