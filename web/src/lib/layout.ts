// Spec §9 layout constants, in one place for the components and the CSS custom properties.
export const BREAKPOINTS = { mobileMax: 768, tabletMax: 1024 } as const;
export const MEDIA = {
  mobile: `(max-width: ${BREAKPOINTS.mobileMax}px)`,
  tablet: `(min-width: ${BREAKPOINTS.mobileMax + 1}px) and (max-width: ${BREAKPOINTS.tabletMax}px)`,
  desktop: `(min-width: ${BREAKPOINTS.tabletMax + 1}px)`,
} as const;
export const SCROLL_TO_VERSE_DELAY_MS = 100;
export const NEXT_BUTTON_FADE_MS = 300;
