/** Widths in CSS pixels; src/lib/styles/media.css holds the same numbers as @custom-media for the stylesheets. */
export const breakpoints = {
  /** At and below this width the top bar becomes a side menu (SPEC §9). */
  navCollapsed: 1200,
} as const;
