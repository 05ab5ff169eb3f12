import type { ConsentTexts } from './fr';

/** Spanish copy of the cookie consent: banner, customise dialog and cookie manager (see fr.ts). */
const consentEs: ConsentTexts = {
  customise: {
    title: 'Personalizar cookies',
    intro:
      'Elige qué cookies aceptas. Podrás cambiar de opinión en cualquier momento desde la página Cookies.',
    cancel: 'Cancelar',
    save: 'Guardar preferencias',
  },
  categories: {
    necessary: 'Cookies estrictamente necesarias',
    necessaryHint:
      'Sirven para iniciar sesión, proteger tu cuenta y recordar tus elecciones: siempre activas.',
    analytics: 'Cookies analíticas',
    analyticsHint: 'Medición de audiencia anónima, para saber qué páginas resultan útiles.',
    marketing: 'Cookies de marketing',
    marketingHint: 'Publicidad personalizada: por ahora, Trousse no instala ninguna.',
  },
  manager: {
    title: 'Gestión de cookies',
    intro: 'Tus elecciones se aplican al instante y se conservan durante un año.',
    updated: 'Preferencias de cookies actualizadas',
    deleted: 'Se han eliminado todas las cookies no esenciales',
    updateError: 'Error al actualizar las preferencias',
    deleteError: 'Error al eliminar las cookies',
    deleteAll: 'Eliminar todas las cookies no esenciales',
    infoTitle: 'Conviene saberlo',
    info: 'Las cookies estrictamente necesarias no se pueden desactivar: sin ellas, el inicio de sesión y la seguridad de tu cuenta no funcionan.',
    infoWithdraw:
      'Cada una de tus elecciones queda registrada como prueba de tu consentimiento; retirarlo es tan sencillo como darlo.',
    open: 'Gestionar mis cookies',
    history: {
      title: 'Historial de mis elecciones',
      intro:
        'Las elecciones registradas desde este navegador (y, con la sesión iniciada, desde tu cuenta), de la más reciente a la más antigua.',
      empty: 'Todavía no hay ninguna elección registrada.',
      error: 'No se ha podido cargar el historial de tus elecciones.',
      revoked: 'Cookies no esenciales eliminadas (consentimiento retirado)',
      methods: {
        bannerAccept: 'Banner: todas las cookies aceptadas',
        bannerReject: 'Banner: solo cookies esenciales',
        settingsCustom: 'Elección personalizada',
        managerDelete: 'Cookies no esenciales eliminadas',
        other: 'Elección registrada',
      },
      analytics: 'Analíticas: {{state}}',
      marketing: 'Marketing: {{state}}',
      accepted: 'aceptadas',
      refused: 'rechazadas',
      export: 'Exportar mis elecciones (JSON)',
      exportError: 'No se han podido exportar tus elecciones. Inténtalo de nuevo.',
    },
  },
};

export default consentEs;
