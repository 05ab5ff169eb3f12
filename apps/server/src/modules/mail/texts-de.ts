import type { MailTexts } from './texts';

export const deTexts: MailTexts = {
  greeting: 'Guten Tag,',
  signature: 'Ihr Trousse-Team',
  reset: {
    subject: 'Ihr Trousse-Code zum Zurücksetzen',
    codeBefore: 'Ihr Code zum Zurücksetzen lautet: ',
    codeAfter: '',
    validity: 'Er ist 10 Minuten lang gültig und kann nur einmal verwendet werden.',
    notYou:
      'Falls Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren – Ihr Zugangscode bleibt unverändert.',
  },
  newSignIn: {
    subject: 'Neue Anmeldung bei Ihrem Trousse-Konto',
    title: 'Neue Anmeldung',
    happened: ({ when, device, network }) =>
      `Am ${when} (Pariser Zeit) gab es eine neue Anmeldung bei Ihrem Konto über ${device}${network ? ` aus dem Netzwerk ${network}` : ''}.`,
    wasYou: 'Wenn Sie das waren, müssen Sie nichts weiter tun.',
    notYou:
      'Falls nicht, ändern Sie Ihren Zugangscode und beenden Sie unbekannte Sitzungen auf der Seite „Sicherheit“.',
  },
  codeChanged: {
    subject: 'Zugangscode geändert',
    happened: ({ when, device }) =>
      `Der Zugangscode Ihres Kontos wurde am ${when} (Pariser Zeit) von ${device} aus geändert. Ihre anderen Sitzungen wurden beendet.`,
    notYou:
      'Falls Sie das nicht waren, setzen Sie Ihren Code sofort über „Code vergessen?“ auf der Anmeldeseite zurück und wenden Sie sich an den Support.',
  },
  cancellation: {
    subject: 'Bestätigung Ihrer Kündigung',
    confirmed: ({ number, effective, withdrawal }) =>
      withdrawal
        ? `Ihr Widerruf ${number} ist eingegangen: Ihr Abonnement endete am ${effective}, der gezahlte Betrag wird Ihnen innerhalb von 14 Tagen erstattet.`
        : `Ihre Kündigung ${number} ist eingegangen: Ihr Abonnement endet am ${effective}. Bis dahin behalten Sie Ihren Tarif.`,
    dataKept:
      'Ihre Daten bleiben nach dem Ende Ihres Abonnements 30 Tage gespeichert: Wenn Sie in dieser Zeit erneut abonnieren, finden Sie alles wie zuvor.',
  },
  twoFactor: {
    subject: {
      enabled: 'Zwei-Faktor-Authentifizierung für Ihr Trousse-Konto aktiviert',
      disabled: 'Zwei-Faktor-Authentifizierung für Ihr Trousse-Konto deaktiviert',
      'recovery-code-used': 'Wiederherstellungscode für Ihr Trousse-Konto verwendet',
    },
    happened: ({ change, when, device }) =>
      `Am ${when} (Pariser Zeit) wurde über ${device} ${
        {
          enabled: 'die Zwei-Faktor-Authentifizierung für Ihr Konto aktiviert',
          disabled: 'die Zwei-Faktor-Authentifizierung für Ihr Konto deaktiviert',
          'recovery-code-used': 'ein Wiederherstellungscode für die Anmeldung bei Ihrem Konto verwendet',
        }[change]
      }.`,
    wasYou: 'Wenn Sie das waren, müssen Sie nichts weiter tun.',
    notYou:
      'Wenn Sie das nicht waren, setzen Sie Ihren Zugangscode über den Anmeldebildschirm zurück und beenden Sie anschließend unbekannte Sitzungen auf der Seite „Sicherheit“.',
  },
};
