// React as the build reads the app's tables (app-tables.ts): lazy() hands back its loader, so a
// table of lazy screens is a table of loaders.
export const lazy = <T>(load: T): T => load;
