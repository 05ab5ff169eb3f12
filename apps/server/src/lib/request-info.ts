import type { Language } from '@trousse/contracts/language';
import { isIPv4, isIPv6 } from 'node:net';

/** Keeps an IP useful for the user (which network) without storing the full address. */
export function truncateIp(ip: string | undefined): string | null {
  if (!ip) return null;
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (isIPv4(v4)) return v4.split('.').slice(0, 3).concat('0').join('.');
  if (isIPv6(ip)) {
    const [head = ''] = ip.split('::');
    const groups = head.split(':').filter(Boolean).slice(0, 3);
    while (groups.length < 3) groups.push('0');
    return `${groups.join(':')}::/48`;
  }
  return null;
}

/** The few words of a device label, per language. */
const deviceWords: Record<Language, { on: string; unknown: string; apiClient: string; browser: string }> = {
  fr: { on: 'sur', unknown: 'Appareil inconnu', apiClient: 'Client API', browser: 'Navigateur' },
  en: { on: 'on', unknown: 'Unknown device', apiClient: 'API client', browser: 'Browser' },
  es: { on: 'en', unknown: 'Dispositivo desconocido', apiClient: 'Cliente API', browser: 'Navegador' },
  de: { on: 'auf', unknown: 'Unbekanntes Gerät', apiClient: 'API-Client', browser: 'Browser' },
};

/** A short label of a user agent: "Chrome sur Linux", "Chrome on Linux"… (French by default). */
export function deviceLabel(userAgent: string | undefined, language: Language = 'fr'): string {
  const words = deviceWords[language];
  if (!userAgent) return words.unknown;
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /OPR\//.test(userAgent)
      ? 'Opera'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /Chrom(e|ium)\//.test(userAgent)
          ? 'Chrome'
          : /Safari\//.test(userAgent)
            ? 'Safari'
            : /curl|node|undici|axios|python|Go-http/i.test(userAgent)
              ? words.apiClient
              : words.browser;
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad|iOS/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(userAgent)
          ? 'macOS'
          : /Linux|X11/.test(userAgent)
            ? 'Linux'
            : undefined;
  return system ? `${browser} ${words.on} ${system}` : browser;
}
