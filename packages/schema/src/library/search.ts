/** The header's suggestions start at this many typed characters: the web asks from there, the BFF answers none below. */
export const SUGGESTIONS_MIN_LENGTH = 2;
