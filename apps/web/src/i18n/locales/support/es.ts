import type { SupportTexts } from './fr';

/** Spanish copy of /support, the contact page (see fr.ts). */
const supportEs: SupportTexts = {
  pageTitle: 'Soporte',
  title: 'Contactar con el soporte',
  intro: '¿Tienes una pregunta, un problema o una idea para Trousse? Escríbenos: leemos todos los mensajes.',
  cards: {
    emailTitle: 'Por correo electrónico',
    emailBody:
      'Escríbenos con el formulario de abajo: respondemos en un plazo de 48 h, sea cual sea tu plan.',
    phoneTitle: 'Por teléfono',
    phoneBody: 'Llámanos al {{phone}}, de lunes a viernes.',
    phoneNone: 'Por ahora no ofrecemos asistencia telefónica: usa el formulario.',
  },
  form: {
    title: 'Tu mensaje',
    email: 'Dirección de correo electrónico',
    message: 'Mensaje',
    hint: 'Mínimo 10 caracteres',
    counter: '{{count}} / {{max}}',
    submit: 'Enviar',
    sending: 'Enviando…',
    honeypot: 'No rellenes este campo',
  },
  errors: {
    required: 'Rellena todos los campos obligatorios',
    emailTooLong: 'La dirección de correo electrónico no puede superar los 100 caracteres',
    emailInvalid: 'Introduce una dirección de correo electrónico válida',
    messageTooShort: 'El mensaje debe tener al menos 10 caracteres',
    messageTooLong: 'El mensaje no puede superar los 15.000 caracteres',
    limitReached: 'Has alcanzado el límite de 4 mensajes enviados en 24 h. Inténtalo de nuevo más tarde.',
    sendError: 'Se ha producido un error al enviar tu solicitud. Inténtalo de nuevo.',
    networkError: 'Error de conexión. Comprueba tu conexión a internet e inténtalo de nuevo.',
  },
  success: {
    title: '¡Mensaje enviado correctamente!',
    body: 'Hemos hecho llegar tu solicitud de soporte a nuestro equipo.',
    ticket: 'Número de tu solicitud: {{ticket}}',
    again: 'Enviar otro mensaje',
  },
};

export default supportEs;
