import type { CancellationTexts } from './fr';

/** English copy of /cancellation, the online cancellation page (see fr.ts). */
const cancellationEn: CancellationTexts = {
  pageTitle: 'Cancel online',
  title: 'Cancel online',
  intro:
    'You can end your subscription at any time, online, without giving a reason. This page explains how, and what cancelling means for you. Here, "you" means the Client, the user of the service, and "we" means the Publisher.',
  back: 'Back',
  sections: {
    online: {
      title: 'Cancel online in a few clicks',
      dashboard:
        'You cancel your subscription yourself, from your account dashboard. It only takes a few clicks.',
      noFormalities: "There's no letter to send and no notice period: you can cancel whenever you like.",
      renewal: 'Until you cancel, your subscription renews automatically every month.',
    },
    effect: {
      title: 'When cancellation takes effect',
      endOfPeriod:
        "Cancellation takes effect at the end of the current subscription period, which you've already paid for. You won't be charged again after that.",
      access: 'Until then, you keep full access to your plan and all its uses, just as before.',
    },
    process: {
      title: 'How we handle your request',
      intro: 'Every cancellation request goes through the same steps:',
      steps: {
        received: 'Received: your request is recorded.',
        verified: 'Verified: we check that it comes from you and concerns the right subscription.',
        validated: 'Validated: the request is accepted and its effective date is set.',
        executed: 'Carried out: your subscription stops on the effective date.',
        confirmed: 'Final confirmation: we email you to confirm that the cancellation is complete.',
      },
      number:
        "As soon as we receive your request, it gets a number in the format RES-YYYYMMDD-XXXX (the date of the request followed by four letters or digits). We email it to you along with the date your cancellation takes effect. Keep this number: you'll need it if you contact support.",
    },
    withdrawal: {
      title: 'Your 14-day right of withdrawal',
      who: "If you're a consumer, meaning an individual acting outside any trade or profession, you have 14 days from the day you subscribe to withdraw, without giving a reason.",
      effect:
        'If you withdraw, your subscription ends immediately and we refund what you paid within 14 days.',
      how: 'You can withdraw from your customer area, using the withdrawal form.',
    },
    refunds: {
      title: 'Refunds',
      byClient:
        "When you cancel your subscription, the current period isn't refunded: you can keep using it until it ends.",
      byProvider:
        'If we end your subscription early, we refund the unused part of the period you paid for, pro rata.',
      withdrawal: 'A withdrawal within 14 days is refunded in full, as explained above.',
    },
    data: {
      title: 'Your data after cancellation',
      kept: 'Once your cancellation takes effect, your account stays open on the free plan and keeps all your data: the end of the subscription deletes none of it. You can subscribe again at any time and find your account just as you left it.',
      deleted:
        'Your data is only deleted along with your account: when you delete it from the settings, or if it goes {{months}} months without a sign-in; in that case, an email warns you {{days}} days beforehand.',
      billing:
        'Even after your account is deleted, your invoices and billing records are kept for {{years}} years, as the law requires.',
    },
    request: {
      title: 'What your cancellation request contains',
      intro: 'Your cancellation request states:',
      fields: {
        name: 'your name',
        email: 'the email address where you want to receive the confirmation',
        reference: 'your customer reference',
        date: 'the effective date you want: the end of the current period, or straight away if you are exercising your right of withdrawal',
        reason: 'your reason for cancelling, if you wish to give one (optional)',
      },
    },
    help: {
      title: 'Help and contact',
      support:
        'Questions about your cancellation or a refund? Our support team replies by email within 48 hours, whatever your plan.',
      number: 'Include your request number (RES-…) and we can help you faster.',
    },
  },
  action: {
    title: 'Cancel my subscription',
  },
};

export default cancellationEn;
