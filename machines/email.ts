/**
 * The save-later modal's and the continue banner's e-mail check: the one e-mail rule of
 * schemas/ (the forms' 'email' format and the server apply the same).
 */
export { isEmailAddress as isValidEmail } from '../schemas/catalog/patterns';
