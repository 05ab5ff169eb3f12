import type { GroupDocs } from '../endpoint';
import type { authEndpoints } from './endpoints';

export const authDocs = {
  login: {
    errors: [400, 401, 403, 409, 423, 429],
    tag: 'auth',
    summary: "Connexion par email et code d'accès",
  },
  register: {
    errors: [400, 401, 403, 409, 423, 429],
    tag: 'auth',
    summary: 'Crée un compte et ouvre une session',
  },
  checkEmail: {
    errors: [400, 401, 403, 409, 423, 429],
    tag: 'auth',
    summary: "Indique si l'email a un compte, et s'il est bloqué",
  },
  requestReset: {
    errors: [400, 401, 403, 409, 423, 429, 503],
    tag: 'auth',
    summary: 'Envoie un code de réinitialisation par email',
  },
  validateResetCode: {
    errors: [400, 401, 403, 409, 423, 429],
    tag: 'auth',
    summary: 'Vérifie un code de réinitialisation sans le consommer',
  },
  verifyReset: {
    errors: [400, 401, 403, 409, 423, 429],
    tag: 'auth',
    summary: "Change le code d'accès avec un code de réinitialisation et connecte",
  },
  refresh: {
    errors: [400, 401, 403, 409, 423, 429],
    tag: 'auth',
    summary: "Renouvelle le jeton d'accès grâce au cookie de session (rotation)",
  },
  logout: { errors: [403], tag: 'auth', summary: 'Termine la session courante' },
  me: { errors: [401], tag: 'auth', summary: "L'utilisateur connecté" },
  preferences: {
    errors: [400, 401],
    tag: 'auth',
    summary: 'Préférences du compte : sa langue (fr, en, es ou de)',
  },
  changeCode: {
    errors: [400, 401, 423, 429],
    tag: 'auth',
    summary:
      "Change le code d'accès (le code actuel, et celui de la double authentification si elle est active)",
  },
  heartbeat: {
    errors: [401],
    tag: 'auth',
    summary: 'Maintien de session : OK, ou CLIENT_DISCONNECTED si elle a pris fin',
  },
  clientDisconnect: {
    errors: [401],
    tag: 'auth',
    summary: 'La page est masquée : la session reste valide, marquée absente',
  },
  sessions: { errors: [401], tag: 'auth', summary: 'Les sessions actives du compte' },
  endSession: { errors: [400, 401, 404], tag: 'auth', summary: 'Termine une session du compte' },
} satisfies GroupDocs<typeof authEndpoints>;
