// esbuild bundles imported stylesheets into the entry's CSS file.
declare module "*.css";

// React DOM's scheduler (its own dependency, without types of its own): what the bundle calls.
declare module "scheduler" {
  /** Slices of 1000 / fps ms between yields to the browser; 0 puts back the scheduler's own 5 ms. */
  export function unstable_forceFrameRate(fps: number): void;
}
