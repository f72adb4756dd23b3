import { leadsCommand } from '../features/delivery/commands';
import { runStaffCommand } from './staffCommand';

/** `npm run leads -w api -- --since 2026-11-01 [--until …] [--format csv|json]`: the staff export on stdout. */
runStaffCommand((handle, argv) => leadsCommand(handle.db, argv));
