/**
 * The tallest story picture, in CSS pixels: a taller story is cut off there. Shared by the browser
 * side (.storybook/story-screenshot.ts grows the frame to a story's height, up to this) and
 * vitest.config.ts (opens a window this tall plus a margin, so Vitest never shrinks the frame).
 */
export const MAX_STORY_HEIGHT = 3000;
