import type { ConsentTexts } from './fr';

/** German copy of the cookie consent: banner, customise dialog and cookie manager (see fr.ts). */
const consentDe: ConsentTexts = {
  customise: {
    title: 'Cookies anpassen',
    intro:
      'Wählen Sie aus, welche Cookies Sie akzeptieren. Sie können Ihre Entscheidung jederzeit auf der Seite „Cookies“ ändern.',
    cancel: 'Abbrechen',
    save: 'Einstellungen speichern',
  },
  categories: {
    necessary: 'Unbedingt erforderliche Cookies',
    necessaryHint: 'Anmeldung, Sicherheit und Speicherung Ihrer Auswahl: immer aktiv.',
    analytics: 'Analyse-Cookies',
    analyticsHint: 'Anonyme Reichweitenmessung, um zu erfahren, welche Seiten nützlich sind.',
    marketing: 'Marketing-Cookies',
    marketingHint: 'Personalisierte Werbung: Trousse setzt derzeit keine solchen Cookies.',
  },
  manager: {
    title: 'Cookie-Verwaltung',
    intro: 'Ihre Auswahl gilt sofort und wird ein Jahr lang gespeichert.',
    updated: 'Cookie-Einstellungen aktualisiert',
    deleted: 'Alle nicht essenziellen Cookies wurden gelöscht',
    updateError: 'Fehler beim Aktualisieren der Einstellungen',
    deleteError: 'Fehler beim Löschen der Cookies',
    deleteAll: 'Alle nicht essenziellen Cookies löschen',
    infoTitle: 'Gut zu wissen',
    info: 'Unbedingt erforderliche Cookies können nicht deaktiviert werden: Ohne sie funktionieren die Anmeldung und die Sicherheit Ihres Kontos nicht.',
    infoWithdraw:
      'Jede Ihrer Entscheidungen wird als Nachweis Ihrer Einwilligung gespeichert; die Einwilligung zu widerrufen ist genauso einfach, wie sie zu erteilen.',
    open: 'Meine Cookies verwalten',
    history: {
      title: 'Verlauf meiner Auswahl',
      intro:
        'Die in diesem Browser (und, wenn Sie angemeldet sind, in Ihrem Konto) gespeicherten Entscheidungen, die neueste zuerst.',
      empty: 'Noch keine Entscheidung gespeichert.',
      error: 'Der Verlauf Ihrer Entscheidungen konnte nicht geladen werden.',
      revoked: 'Nicht notwendige Cookies gelöscht (Einwilligung widerrufen)',
      methods: {
        bannerAccept: 'Banner: alle Cookies akzeptiert',
        bannerReject: 'Banner: nur notwendige Cookies',
        settingsCustom: 'Individuelle Auswahl',
        managerDelete: 'Nicht notwendige Cookies gelöscht',
        other: 'Entscheidung gespeichert',
      },
      analytics: 'Analyse: {{state}}',
      marketing: 'Marketing: {{state}}',
      accepted: 'akzeptiert',
      refused: 'abgelehnt',
      export: 'Meine Entscheidungen exportieren (JSON)',
      exportError: 'Der Export Ihrer Entscheidungen ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
    },
  },
};

export default consentDe;
