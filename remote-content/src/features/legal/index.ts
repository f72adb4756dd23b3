// The pages themselves are lazy-loaded by the routes; other features use only the forms' note.
export { PrivacyNote } from './PrivacyNote';
export { PRIVACY_POLICY_PATH, TERMS_PATH } from './legalInfo';
