import { forgetCommand } from '../features/delivery/commands';
import { runStaffCommand } from './staffCommand';

/** `npm run forget -w api -- --email x@y` (or `--phone …`): deletes one person's submissions on request. */
runStaffCommand((handle, argv, env) =>
  forgetCommand(handle.db, argv, env.delivery.smtpUrl ? undefined : env.delivery.mailDir),
);
