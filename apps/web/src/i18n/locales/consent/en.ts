import type { ConsentTexts } from './fr';

/** English copy of the cookie consent: banner, customise dialog and cookie manager (see fr.ts). */
const consentEn: ConsentTexts = {
  customise: {
    title: 'Customise cookies',
    intro: 'Choose which cookies you accept. You can change your mind at any time from the Cookies page.',
    cancel: 'Cancel',
    save: 'Save preferences',
  },
  categories: {
    necessary: 'Strictly necessary cookies',
    necessaryHint: 'Sign-in, security and remembering your choices: always on.',
    analytics: 'Analytics cookies',
    analyticsHint: 'Anonymous audience measurement, to find out which pages are useful.',
    marketing: 'Marketing cookies',
    marketingHint: "Personalised advertising: Trousse doesn't currently set any.",
  },
  manager: {
    title: 'Cookie management',
    intro: 'Your choices apply immediately and are kept for one year.',
    updated: 'Cookie preferences updated',
    deleted: 'All non-essential cookies have been deleted',
    updateError: 'Error updating preferences',
    deleteError: 'Error deleting cookies',
    deleteAll: 'Delete all non-essential cookies',
    infoTitle: 'Good to know',
    info: "Strictly necessary cookies can't be turned off: without them, signing in and your account's security don't work.",
    infoWithdraw:
      'Each of your choices is recorded as proof of your consent; withdrawing your consent is as easy as giving it.',
    open: 'Manage my cookies',
    history: {
      title: 'History of my choices',
      intro: 'The choices recorded from this browser (and, when signed in, from your account), newest first.',
      empty: 'No choice recorded yet.',
      error: 'The history of your choices could not be loaded.',
      revoked: 'Non-essential cookies deleted (consent withdrawn)',
      methods: {
        bannerAccept: 'Banner: all cookies accepted',
        bannerReject: 'Banner: essential cookies only',
        settingsCustom: 'Custom choice',
        managerDelete: 'Non-essential cookies deleted',
        other: 'Choice recorded',
      },
      analytics: 'Analytics: {{state}}',
      marketing: 'Marketing: {{state}}',
      accepted: 'accepted',
      refused: 'refused',
      export: 'Export my choices (JSON)',
      exportError: 'Exporting your choices failed. Please try again.',
    },
  },
};

export default consentEn;
