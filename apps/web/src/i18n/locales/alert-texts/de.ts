import type { AlertTexts } from './fr';

/** German copy of the alerts (see fr.ts). */
const alertTextsSectionDe: AlertTexts = {
  title: 'Hinweise',
  empty: 'Derzeit gibt es keine Hinweise.',
  dismiss: 'Ausblenden',
  showAll: 'Alle anzeigen',
  until: 'Bis {{date}}',
  banner: 'Informationen zum Dienst',
  types: {
    INFO: 'Information',
    WARNING: 'Warnung',
    ERROR: 'Störung',
    SUCCESS: 'Behoben',
  },
  keys: {
    maintenance: {
      title: 'Geplante Wartung',
      message:
        'Es finden Wartungsarbeiten statt: Einige Dienste sind möglicherweise {{duration}} Minuten lang nicht verfügbar.',
    },
    update: {
      title: 'Update',
      message:
        'Eine neue Version von Trousse wird gerade eingespielt; sie ist voraussichtlich in {{duration}} Minuten abgeschlossen.',
    },
    security: {
      title: 'Sicherheitswarnung',
      message:
        'Derzeit werden Sicherheitsmaßnahmen durchgeführt. Achten Sie auf unerwartete E-Mails zu Ihrem Konto.',
    },
    night: {
      title: 'Nächtliche Wartung',
      message: 'Nächtliche Wartungsarbeiten können den Dienst {{duration}} Minuten lang verlangsamen.',
    },
    quick: {
      title: 'Kurze Unterbrechung',
      message: 'Der Dienst wird in den nächsten {{duration}} Minuten kurz unterbrochen.',
    },
    database: {
      title: 'Datenbank',
      message:
        'Derzeit läuft ein Vorgang in der Datenbank; einige Aktionen können {{duration}} Minuten lang fehlschlagen.',
    },
    restart: {
      title: 'Neustart',
      message:
        'Der Dienst wird neu gestartet: Speichern Sie Ihre Arbeit. Der Neustart erfolgt in {{duration}} Minuten.',
    },
    newapp: {
      title: 'Neue App',
      message: 'Eine neue App ist jetzt im Katalog: Probieren Sie sie gleich aus.',
    },
  },
  procedure: {
    cooldown: {
      title: 'Änderung der Wiederherstellungsadresse angefordert',
      message:
        'Die Änderung ist in {{time}} möglich. Falls Sie sie nicht angefordert haben, brechen Sie sie in den Einstellungen im Abschnitt „Zugangscode verloren“ ab.',
    },
    ready: {
      title: 'Änderung der Wiederherstellungsadresse',
      message:
        'Die Sicherheitsfrist ist abgelaufen: Öffnen Sie die Einstellungen, um Ihre Wiederherstellungsadresse zu ändern.',
    },
    window: {
      title: 'Änderung der Wiederherstellungsadresse möglich',
      message: 'Sie können Ihre Wiederherstellungsadresse in den Einstellungen noch {{time}} lang ändern.',
    },
  },
};

export default alertTextsSectionDe;
