// The search page's category selector, shown in the header's search bar on a desktop-wide screen:
// loaded at mount there (src/app/mount-imports.ts declares this loader), never on a phone.
export const loadCategorySelect = () => import("./CategorySelect");
