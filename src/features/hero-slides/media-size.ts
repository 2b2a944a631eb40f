/** Intrinsic size of the hero artwork (and of AI-generated slides, spec §9): reserves the box before decoding. */
export const HERO_MEDIA_WIDTH = 1536;
export const HERO_MEDIA_HEIGHT = 1024;
