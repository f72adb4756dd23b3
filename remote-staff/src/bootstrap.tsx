import 'shared-ui/src/styles/tokens.css';
import { runStandalone } from 'shared-ui';
import RemoteRoutes from './exposes/routes';

// Standalone entry for this team: the shell never loads this file, only the exposed modules.
void runStandalone('staff', RemoteRoutes);
