import type { AlertTexts } from './fr';

/** Spanish copy of the alerts (see fr.ts). */
const alertTextsSectionEs: AlertTexts = {
  title: 'Alertas',
  empty: 'No hay ninguna alerta en este momento.',
  dismiss: 'Descartar',
  showAll: 'Ver todas',
  until: 'Hasta el {{date}}',
  banner: 'Información del servicio',
  types: {
    INFO: 'Información',
    WARNING: 'Aviso',
    ERROR: 'Incidencia',
    SUCCESS: 'Resuelto',
  },
  keys: {
    maintenance: {
      title: 'Mantenimiento programado',
      message:
        'Hay un mantenimiento en curso: algunos servicios podrían no estar disponibles durante {{duration}} minutos.',
    },
    update: {
      title: 'Actualización',
      message:
        'Se está desplegando una nueva versión de Trousse; está previsto que termine dentro de {{duration}} minutos.',
    },
    security: {
      title: 'Alerta de seguridad',
      message:
        'Hay una intervención de seguridad en curso. Presta atención a cualquier correo inesperado sobre tu cuenta.',
    },
    night: {
      title: 'Mantenimiento nocturno',
      message: 'Un mantenimiento nocturno puede ralentizar el servicio durante {{duration}} minutos.',
    },
    quick: {
      title: 'Breve interrupción',
      message: 'El servicio se interrumpirá brevemente en los próximos {{duration}} minutos.',
    },
    database: {
      title: 'Base de datos',
      message:
        'Hay una operación en curso en la base de datos; algunas acciones podrían fallar durante {{duration}} minutos.',
    },
    restart: {
      title: 'Reinicio',
      message:
        'El servicio se va a reiniciar: guarda tu trabajo. El reinicio tendrá lugar dentro de {{duration}} minutos.',
    },
    newapp: {
      title: 'Nueva aplicación',
      message: 'Acaba de llegar una nueva aplicación al catálogo: descúbrela ya.',
    },
  },
  procedure: {
    cooldown: {
      title: 'Cambio de dirección de recuperación solicitado',
      message:
        'Podrás hacer el cambio dentro de {{time}}. Si no lo has solicitado tú, anúlalo en Ajustes, en la sección «Código de acceso perdido».',
    },
    ready: {
      title: 'Cambio de dirección de recuperación',
      message:
        'Ya ha transcurrido el plazo de seguridad: abre Ajustes para cambiar tu dirección de recuperación.',
    },
    window: {
      title: 'Ya puedes cambiar la dirección de recuperación',
      message: 'Aún puedes cambiar tu dirección de recuperación en Ajustes durante {{time}}.',
    },
  },
};

export default alertTextsSectionEs;
