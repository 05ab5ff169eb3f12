/** The localStorage key of a visitor's chosen language. */
export const LANGUAGE_STORAGE_KEY = 'trousse.language';
