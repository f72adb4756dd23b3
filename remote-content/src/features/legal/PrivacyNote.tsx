import { Link } from 'shared-ui/router';
import { PRIVACY_POLICY_PATH } from './legalInfo';
import styles from './PrivacyNote.module.css';

/** The line beside a form's submit button that links the privacy notice (a plain link: keyboard reachable). */
export function PrivacyNote() {
  return (
    <p className={styles.note}>
      How we use your details: <Link to={PRIVACY_POLICY_PATH}>Privacy Policy</Link>
    </p>
  );
}
