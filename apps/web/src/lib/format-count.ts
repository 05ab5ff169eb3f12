// The count formatting lives with the other locale-aware formats; this module keeps the
// name older code imports.
export { formatCount } from './i18n-format';
