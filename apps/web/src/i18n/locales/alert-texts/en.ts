import type { AlertTexts } from './fr';

/** English copy of the alerts (see fr.ts). */
const alertTextsSectionEn: AlertTexts = {
  title: 'Alerts',
  empty: 'No alerts right now.',
  dismiss: 'Dismiss',
  showAll: 'Show all',
  until: 'Until {{date}}',
  banner: 'Service information',
  types: {
    INFO: 'Information',
    WARNING: 'Warning',
    ERROR: 'Incident',
    SUCCESS: 'Resolved',
  },
  keys: {
    maintenance: {
      title: 'Scheduled maintenance',
      message: 'Maintenance is under way: some services may be unavailable for {{duration}} minutes.',
    },
    update: {
      title: 'Update',
      message: 'A new version of Trousse is being rolled out; it should be complete in {{duration}} minutes.',
    },
    security: {
      title: 'Security alert',
      message: 'Security work is under way. Watch out for any unexpected email about your account.',
    },
    night: {
      title: 'Overnight maintenance',
      message: 'Overnight maintenance may slow the service down for {{duration}} minutes.',
    },
    quick: {
      title: 'Brief interruption',
      message: 'The service will be briefly interrupted within the next {{duration}} minutes.',
    },
    database: {
      title: 'Database',
      message: 'A database operation is under way; some actions may fail for {{duration}} minutes.',
    },
    restart: {
      title: 'Restart',
      message:
        'The service is about to restart: save your work. The restart will happen in {{duration}} minutes.',
    },
    newapp: {
      title: 'New app',
      message: 'A new app has just joined the catalogue: try it out now.',
    },
  },
  procedure: {
    cooldown: {
      title: 'Recovery address change requested',
      message:
        'The change will be possible in {{time}}. If you didn’t request it, cancel it in Settings, under ‘Lost access code’.',
    },
    ready: {
      title: 'Recovery address change',
      message: 'The security delay has passed: open Settings to change your recovery address.',
    },
    window: {
      title: 'Recovery address change available',
      message: 'You can still change your recovery address in Settings for {{time}}.',
    },
  },
};

export default alertTextsSectionEn;
