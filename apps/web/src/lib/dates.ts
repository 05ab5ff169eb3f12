// The date formatting lives with the other locale-aware formats; this module keeps the
// names older code imports.
export { formatDateTime, formatSeenDate } from './i18n-format';
