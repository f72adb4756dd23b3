import { runStandalone } from 'shared-ui';
import RemoteRoutes from './exposes/routes';
import { SEGMENTS } from './segments';

// Standalone entry for this team: the shell never loads this file, only the exposed modules.
void runStandalone('finance', SEGMENTS, RemoteRoutes);
