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
      'Ihr Konto bleibt im kostenlosen Tarif bestehen und behält alle Ihre Daten: Das Ende des Abonnements löscht keine davon, und wenn Sie erneut abonnieren, finden Sie alles wie zuvor.',
  },
  validationCode: {
    subject: 'Ihr Bestätigungscode für Trousse',
    codeBefore: 'Hier ist Ihr Bestätigungscode: ',
    codeAfter: '',
    validity: (minutes) =>
      `Er ist ${minutes} Minuten gültig; nach 3 falschen Versuchen müssen Sie einen neuen anfordern.`,
    notYou:
      'Jemand hat diese Adresse als Wiederherstellungsadresse eines Trousse-Kontos angegeben. Wenn Sie das nicht waren, ignorieren Sie diese Nachricht: Ohne diesen Code ändert sich nichts.',
  },
  recoveryEmailSet: {
    subject: 'Wiederherstellungsadresse zu Ihrem Trousse-Konto hinzugefügt',
    happened: ({ when, recoveryEmail, device }) =>
      `Am ${when} (Pariser Zeit) wurde ${recoveryEmail} von ${device} aus als Wiederherstellungsadresse Ihres Trousse-Kontos eingetragen. Codes zum Zurücksetzen Ihres Zugangscodes werden auch dorthin gesendet.`,
    notYou:
      'Wenn Sie das nicht waren, kennt jemand Ihren Zugangscode: Ändern Sie ihn sofort (Einstellungen, „Zugangscode ändern“), beenden Sie unbekannte Sitzungen auf der Seite „Sicherheit“ und wenden Sie sich an den Support, damit diese Adresse entfernt wird.',
  },
  recoveryChangeRequested: {
    subject: 'Anfrage zur Änderung Ihrer Wiederherstellungsadresse',
    happened: ({ when, recoveryEmail, possibleFrom }) =>
      `Am ${when} (Pariser Zeit) wurde für Ihr Trousse-Konto eine Änderung der Wiederherstellungsadresse ${recoveryEmail} angefordert. Zu Ihrer Sicherheit ist sie erst ab ${possibleFrom} (Pariser Zeit) möglich.`,
    howToStop:
      'Wenn Sie das nicht waren, melden Sie sich an, öffnen Sie die Einstellungen, Abschnitt „Zugangscode verloren“, und klicken Sie auf „Anfrage abbrechen“; ändern Sie danach Ihren Zugangscode.',
  },
  recoveryChangeCancelled: {
    subject: 'Änderung Ihrer Wiederherstellungsadresse abgebrochen',
    happened: ({ when, recoveryEmail, device }) =>
      `Am ${when} (Pariser Zeit) wurde die Anfrage zur Änderung der Wiederherstellungsadresse Ihres Trousse-Kontos von ${device} aus abgebrochen. Die Wiederherstellungsadresse bleibt ${recoveryEmail}.`,
    notYou:
      'Wenn Sie das nicht waren, kennt jemand Ihren Zugangscode: Ändern Sie ihn sofort (Einstellungen, „Zugangscode ändern“), beenden Sie unbekannte Sitzungen auf der Seite „Sicherheit“ und wenden Sie sich an den Support.',
  },
  recoveryEmailChanged: {
    subject: 'Wiederherstellungsadresse geändert',
    happened: ({ when, newEmail }) =>
      `Am ${when} (Pariser Zeit) wurde die Wiederherstellungsadresse Ihres Trousse-Kontos auf ${newEmail} geändert.`,
    notYou:
      'Wenn Sie das nicht waren, setzen Sie Ihren Zugangscode sofort mit „Code vergessen?“ auf dem Anmeldebildschirm zurück und wenden Sie sich an den Support.',
  },
  inactivityNotice: {
    subject: (date) => `Ihr Trousse-Konto wird am ${date} gelöscht`,
    happened: ({ months, date }) =>
      `Sie haben sich seit fast ${months} Monaten nicht bei Ihrem Trousse-Konto angemeldet. Wie in unseren Nutzungsbedingungen angekündigt, wird ein inaktives Konto mit seinen Daten gelöscht: Ihres am ${date}.`,
    keep: 'Um es zu behalten, melden Sie sich einfach vor diesem Datum an.',
  },
  accountDeleted: {
    subject: 'Ihr Trousse-Konto wurde gelöscht',
    happened: ({ when }) =>
      `Ihr Trousse-Konto und seine personenbezogenen Daten wurden am ${when} (Pariser Zeit) auf Ihren Wunsch gelöscht. Alle Sitzungen wurden beendet und ein laufendes Abonnement wurde gestoppt.`,
    kept: 'Nur die Abrechnungsbelege, die wir gesetzlich aufbewahren müssen, bleiben erhalten, ohne Bezug zu Ihnen. Sie können jederzeit ein neues Konto mit derselben Adresse anlegen.',
  },
  supportAcknowledgement: {
    subject: (ticket) => `Ihre Support-Anfrage ${ticket} ist bei uns eingegangen`,
    received: (ticket) =>
      `Vielen Dank für Ihre Nachricht: Ihre Support-Anfrage ist unter der Nummer ${ticket} bei uns eingegangen. Unser Team antwortet Ihnen innerhalb von 48 Stunden an diese Adresse; bitte geben Sie diese Nummer an, wenn Sie uns dazu schreiben.`,
    notYou: 'Falls Sie keine Anfrage gesendet haben, ignorieren Sie diese Nachricht bitte.',
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
