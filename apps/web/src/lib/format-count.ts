/**
 * A whole count as the language writes it ('1 234' in French). The first use of
 * Intl.NumberFormat in a page costs some 15–35 ms (it loads its locale data), paid on the
 * first screen for the likes of every card. Below 1 000 a French count is its bare digits, so
 * those are written without it; larger ones, and other languages, go through Intl.
 */
const formatters = new Map<string, Intl.NumberFormat>();

export function formatCount(value: number, language: string): string {
  const isFrench = language === 'fr' || language.startsWith('fr-');
  if (isFrench && Number.isInteger(value) && value >= 0 && value < 1000) return String(value);
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language);
    formatters.set(language, formatter);
  }
  return formatter.format(value);
}
