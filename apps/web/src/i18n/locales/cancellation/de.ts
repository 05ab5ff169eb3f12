import type { CancellationTexts } from './fr';

/** German copy of /cancellation, the online cancellation page (see fr.ts). */
const cancellationDe: CancellationTexts = {
  pageTitle: 'Online-Kündigung',
  title: 'Online-Kündigung',
  intro:
    'Sie können Ihr Abonnement jederzeit online kündigen, ohne Angabe von Gründen. Hier erfahren Sie, wie das geht und was die Kündigung für Sie bedeutet. „Sie“ bezeichnet auf dieser Seite den Kunden als Nutzer des Dienstes, „wir“ den Anbieter.',
  back: 'Zurück',
  sections: {
    online: {
      title: 'Mit wenigen Klicks online kündigen',
      dashboard: 'Sie kündigen Ihr Abonnement selbst über das Dashboard Ihres Kontos – mit wenigen Klicks.',
      noFormalities:
        'Sie müssen weder einen Brief schicken noch eine Kündigungsfrist einhalten: Sie können jederzeit kündigen.',
      renewal:
        'Solange Sie nicht kündigen, verlängert sich Ihr Abonnement automatisch um jeweils einen Monat.',
    },
    effect: {
      title: 'Wann die Kündigung wirksam wird',
      endOfPeriod:
        'Die Kündigung wird zum Ende des laufenden, bereits bezahlten Abrechnungszeitraums wirksam. Danach wird Ihnen nichts mehr berechnet.',
      access: 'Bis dahin nutzen Sie Ihren Tarif mit allen Nutzungen weiterhin wie gewohnt.',
    },
    process: {
      title: 'So bearbeiten wir Ihre Kündigung',
      intro: 'Jede Kündigung durchläuft dieselben Schritte:',
      steps: {
        received: 'Eingang: Ihre Kündigung wird erfasst.',
        verified:
          'Prüfung: Wir stellen sicher, dass sie von Ihnen stammt und das richtige Abonnement betrifft.',
        validated: 'Freigabe: Die Kündigung wird angenommen und ihr Wirksamkeitsdatum festgelegt.',
        executed: 'Ausführung: Zu diesem Datum endet Ihr Abonnement.',
        confirmed: 'Abschließende Bestätigung: Sie erhalten eine E-Mail, dass die Kündigung wirksam ist.',
      },
      number:
        'Sobald Ihre Kündigung eingeht, erhält sie eine Nummer im Format RES-YYYYMMDD-XXXX (das Datum der Kündigung, gefolgt von vier Buchstaben oder Ziffern). Wir senden sie Ihnen per E-Mail, zusammen mit dem Datum, zu dem die Kündigung wirksam wird. Bewahren Sie diese Nummer auf: Sie hilft, wenn Sie sich an den Support wenden.',
    },
    withdrawal: {
      title: 'Ihr 14-tägiges Widerrufsrecht',
      who: 'Wenn Sie Verbraucher sind, also eine natürliche Person, die nicht zu gewerblichen oder beruflichen Zwecken handelt, können Sie Ihr Abonnement innerhalb von 14 Tagen nach Vertragsabschluss ohne Angabe von Gründen widerrufen.',
      effect:
        'Wenn Sie widerrufen, endet Ihr Abonnement sofort, und wir erstatten Ihnen den gezahlten Betrag innerhalb von 14 Tagen.',
      how: 'Den Widerruf erklären Sie in Ihrem Kundenbereich über das Widerrufsformular.',
    },
    refunds: {
      title: 'Erstattungen',
      byClient:
        'Wenn Sie Ihr Abonnement kündigen, wird der laufende Zeitraum nicht erstattet: Sie können ihn bis zu seinem Ende nutzen.',
      byProvider:
        'Beenden wir Ihr Abonnement vorzeitig, erstatten wir Ihnen den nicht genutzten Teil des bezahlten Zeitraums anteilig.',
      withdrawal:
        'Bei einem Widerruf innerhalb von 14 Tagen erhalten Sie den vollen Betrag zurück, wie oben beschrieben.',
    },
    data: {
      title: 'Ihre Daten nach der Kündigung',
      kept: 'Sobald die Kündigung wirksam ist, bleibt Ihr Konto im kostenlosen Tarif bestehen und behält alle Ihre Daten: Das Ende des Abonnements löscht keine davon. Sie können jederzeit erneut abonnieren und finden Ihr Konto so vor, wie Sie es verlassen haben.',
      deleted:
        'Ihre Daten werden nur zusammen mit Ihrem Konto gelöscht: wenn Sie es in den Einstellungen löschen oder wenn es {{months}} Monate lang ohne Anmeldung bleibt; in diesem Fall werden Sie {{days}} Tage vorher per E-Mail benachrichtigt.',
      billing:
        'Auch nach der Löschung des Kontos werden Ihre Rechnungen und Abrechnungsdaten {{years}} Jahre lang aufbewahrt, wie es das Gesetz vorschreibt.',
    },
    request: {
      title: 'Was Ihre Kündigung enthält',
      intro: 'Ihre Kündigung enthält folgende Angaben:',
      fields: {
        name: 'Ihr Name',
        email: 'die E-Mail-Adresse, an die wir die Bestätigung senden',
        reference: 'Ihre Kundennummer',
        date: 'das gewünschte Wirksamkeitsdatum: das Ende des laufenden Zeitraums oder sofort, wenn Sie Ihr Widerrufsrecht ausüben',
        reason: 'der Grund für Ihre Kündigung, falls Sie ihn nennen möchten (freiwillig)',
      },
    },
    help: {
      title: 'Hilfe und Kontakt',
      support:
        'Sie haben eine Frage zu Ihrer Kündigung oder einer Erstattung? Unser Support antwortet per E-Mail innerhalb von 48 Stunden, in jedem Tarif.',
      number: 'Geben Sie Ihre Kündigungsnummer (RES-…) an, dann können wir Ihnen schneller helfen.',
    },
  },
  action: {
    title: 'Mein Abonnement kündigen',
  },
};

export default cancellationDe;
