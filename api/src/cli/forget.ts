import { forgetCommand } from '../features/delivery/commands';
import { runStaffCommand } from './staffCommand';

/** `npm run forget -w api -- --email x@y` (or `--phone …`): deletes one person's submissions on request. */
// The mail folder whatever the transport is now: copies written before SMTP was configured go too.
runStaffCommand((handle, argv, env) => forgetCommand(handle.db, argv, env.delivery.mailDir));
